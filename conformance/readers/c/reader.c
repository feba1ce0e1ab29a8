/*
 * The conformance suite's C reader: reads the cases and plays conformance/run gives on standard
 * input (one per line, fields separated by tabs) and prints one JSON line per case or play with
 * what the C API of ContentBundle made of it. Compiled against content_bundle.h alone and linked
 * with libContentBundleC; run under AddressSanitizer's leak checker (or valgrind) by
 * conformance/run, so every object the API hands out must be freed here.
 *
 *   case <TAB> name <TAB> path <TAB> folder|zip|bytes <TAB> public key or -
 *   play <TAB> index <TAB> bundle path <TAB> action <TAB> kind <TAB> id <TAB> argument
 *
 * A case's verdict: open it (a zip "bytes" case is read into memory and opened from there),
 * then cbundle_read_all_items, then cbundle_verify_all_files; the first failure is the verdict
 * ("refuse", the stage, the error class), else "open". Plays: see play() below.
 */
#include "content_bundle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Prints s as a JSON string. */
static void print_json_string(const char *s) {
    putchar('"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') printf("\\%c", *p);
        else if (*p < 0x20) printf("\\u%04x", *p);
        else putchar(*p);
    }
    putchar('"');
}

/* Prints a refusal and frees the error. */
static void print_refusal(const char *name, const char *stage, int32_t code, cbundle_error *error) {
    printf("{\"case\":");
    print_json_string(name);
    printf(",\"error\":\"%s\",\"stage\":\"%s\",\"verdict\":\"refuse\"}\n", cbundle_error_class(code), stage);
    cbundle_free(error);
}

/* Reads a whole file into memory; NULL when it cannot. */
static uint8_t *read_file(const char *path, size_t *count) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    size_t capacity = 1 << 16, used = 0;
    uint8_t *bytes = malloc(capacity);
    size_t got;
    while (bytes && (got = fread(bytes + used, 1, capacity - used, file)) > 0) {
        used += got;
        if (used == capacity) {
            uint8_t *grown = realloc(bytes, capacity * 2);
            if (!grown) { free(bytes); bytes = NULL; break; }
            bytes = grown;
            capacity *= 2;
        }
    }
    fclose(file);
    *count = used;
    return bytes;
}

/* Opens a bundle as a case says; prints the refusal and returns NULL when it is refused. */
static cbundle *open_case(const char *name, const char *path, const char *layout, const char *key) {
    cbundle *bundle = NULL;
    cbundle_error *error = NULL;
    int32_t code;
    if (strcmp(layout, "bytes") == 0) {
        size_t count = 0;
        uint8_t *bytes = read_file(path, &count);
        if (!bytes) {
            printf("{\"case\":");
            print_json_string(name);
            printf(",\"verdict\":\"unreadable test file\"}\n");
            return NULL;
        }
        code = cbundle_open_zip(bytes, count, key, &bundle, &error);
        free(bytes);
    } else {
        code = cbundle_open(path, key, &bundle, &error);
    }
    if (code != CBUNDLE_OK) {
        if (bundle != NULL || error == NULL) {
            printf("{\"case\":");
            print_json_string(name);
            printf(",\"verdict\":\"API broke its contract on failure\"}\n");
        }
        print_refusal(name, "open", code, error);
        return NULL;
    }
    if (error != NULL) {
        printf("{\"case\":");
        print_json_string(name);
        printf(",\"verdict\":\"API broke its contract on success\"}\n");
    }
    return bundle;
}

static void run_case(const char *name, const char *path, const char *layout, const char *key) {
    cbundle *bundle = open_case(name, path, layout, key);
    if (!bundle) return;
    cbundle_error *error = NULL;
    int32_t code = cbundle_read_all_items(bundle, &error);
    if (code != CBUNDLE_OK) {
        print_refusal(name, "items", code, error);
    } else if ((code = cbundle_verify_all_files(bundle, &error)) != CBUNDLE_OK) {
        print_refusal(name, "files", code, error);
    } else {
        printf("{\"case\":");
        print_json_string(name);
        printf(",\"verdict\":\"open\"}\n");
    }
    cbundle_free(bundle);
}

/* Prints a play's result: a text, or the failure's class. */
static void print_play(const char *index, const char *result, int32_t code, cbundle_error *error) {
    printf("{\"play\":%s,\"result\":", index);
    if (code == CBUNDLE_OK) {
        print_json_string(result);
    } else {
        printf("\"error %s\"", cbundle_error_class(code));
    }
    printf("}\n");
    cbundle_free(error);
}

/* Finds "key": <number> in a JSON text and returns the number's text (into buffer); "?" when
 * absent. The API's JSON is compact with sorted keys, so a plain search is enough here. */
static const char *field(const char *json, const char *key, char *buffer, size_t size) {
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    const char *at = json ? strstr(json, pattern) : NULL;
    if (!at) return "?";
    at += strlen(pattern);
    size_t length = strcspn(at, ",}]");
    if (length >= size) length = size - 1;
    memcpy(buffer, at, length);
    buffer[length] = 0;
    return buffer;
}

/*
 * One play on a bundle that opens. Actions, and the result printed:
 *   answer  check_answer(id, argument)                 "right" or "wrong"
 *   item    item_json(kind, id)                        "ok" (a JSON object)
 *   file    file(argument)                             "<byte count> bytes"
 *   iq      iq_score_json(id, argument, age 30)        "raw <n> iq <n>"
 *   game    play_start(id, level 1, play argument), then right, wrong, right: "score <n> position <n> mistakes <n>"
 *   plan    plan_schedule_json(id, NULL, start 0) and progress with argument made at 10^8 s:
 *           "goal <n> saved <n>"
 */
static void play(const char *index, const char *path, const char *action, const char *kind, const char *id, const char *argument) {
    cbundle *bundle = NULL;
    cbundle_error *error = NULL;
    int32_t code = cbundle_open(path, NULL, &bundle, &error);
    if (code != CBUNDLE_OK) {
        print_play(index, NULL, code, error);
        return;
    }
    char result[1024] = "";
    char a[64], b[64], c[64];
    if (strcmp(action, "answer") == 0) {
        int32_t right = -1;
        code = cbundle_check_answer(bundle, id, argument, &right, &error);
        snprintf(result, sizeof result, "%s", right == 1 ? "right" : "wrong");
    } else if (strcmp(action, "item") == 0) {
        char *json = NULL;
        code = cbundle_item_json(bundle, kind, id, &json, &error);
        if (code == CBUNDLE_OK) snprintf(result, sizeof result, "%s", json[0] == '{' ? "ok" : "not an object");
        cbundle_free(json);
    } else if (strcmp(action, "file") == 0) {
        uint8_t *bytes = NULL;
        size_t count = 0;
        code = cbundle_file(bundle, argument, &bytes, &count, &error);
        snprintf(result, sizeof result, "%zu bytes", count);
        cbundle_free(bytes);
    } else if (strcmp(action, "iq") == 0) {
        char *json = NULL;
        code = cbundle_iq_score_json(bundle, id, argument, 30, &json, &error);
        /* why: "iq" inside "score" (the report's professions, sorted before it, have theirs) */
        const char *score = json ? strstr(json, "\"score\":{") : NULL;
        char *line = NULL;
        if (code == CBUNDLE_OK) code = cbundle_record_sitting(bundle, "{\"session\": \"conformance\", \"age\": 30}", id, argument, 1000, -1, &line, &error);
        if (code == CBUNDLE_OK) snprintf(result, sizeof result, "raw %s iq %s items %s", field(json, "rawScore", a, sizeof a), field(score, "iq", b, sizeof b), field(line, "items", c, sizeof c));
        cbundle_free(line);
        cbundle_free(json);
    } else if (strcmp(action, "game") == 0) {
        cbundle_play *level = NULL;
        code = cbundle_play_start(bundle, id, 1, atoi(argument), &level, &error);
        if (code == CBUNDLE_OK) code = cbundle_play_right(level, &error);
        if (code == CBUNDLE_OK) code = cbundle_play_wrong(level, &error);
        if (code == CBUNDLE_OK) code = cbundle_play_right(level, &error);
        char *json = NULL;
        if (code == CBUNDLE_OK) code = cbundle_play_state_json(level, &json, &error);
        char *line = NULL;
        if (code == CBUNDLE_OK) code = cbundle_record_play(bundle, level, "{\"session\": \"conformance\"}", 1, 1000, -1, &line, &error);
        if (code == CBUNDLE_OK) {
            /* the outcome: the text after "outcome":" up to its closing quote */
            const char *outcome = strstr(line, "\"outcome\":\"");
            snprintf(result, sizeof result, "score %s position %s mistakes %s outcome %.*s", field(json, "score", a, sizeof a),
                     field(json, "position", b, sizeof b), field(json, "mistakes", c, sizeof c),
                     outcome ? (int)strcspn(outcome + 11, "\"") : 1, outcome ? outcome + 11 : "?");
        }
        cbundle_free(line);
        cbundle_free(json);
        cbundle_free(level);
    } else if (strcmp(action, "record") == 0) {
        char *line = NULL;
        int64_t revision = 0;
        code = cbundle_revision(bundle, id, &revision, &error);
        if (code == CBUNDLE_OK) code = cbundle_record_answer(bundle, "{\"session\": \"conformance\"}", id, argument, 1000, NULL, -1, &line, &error);
        /* the line without its line break; its revision is the one cbundle_revision gives */
        if (code == CBUNDLE_OK) {
            snprintf(result, sizeof result, "%.*s", (int)strcspn(line, "\n"), line);
            if (atoll(field(line, "revision", a, sizeof a)) != revision) snprintf(result, sizeof result, "revision %lld differs", (long long)revision);
        }
        cbundle_free(line);
    } else if (strcmp(action, "plan") == 0) {
        char *schedule = NULL, *progress = NULL;
        code = cbundle_plan_schedule_json(bundle, id, NULL, 0, &schedule, &error);
        if (code == CBUNDLE_OK) code = cbundle_plan_progress_json(bundle, id, NULL, 0, argument, 100000000, &progress, &error);
        if (code == CBUNDLE_OK) snprintf(result, sizeof result, "goal %s saved %s", field(schedule, "goal", a, sizeof a), field(progress, "saved", b, sizeof b));
        cbundle_free(schedule);
        cbundle_free(progress);
    } else {
        snprintf(result, sizeof result, "unknown action %s", action);
    }
    print_play(index, result, code, error);
    cbundle_free(bundle);
}

/* Splits line at tabs into at most max fields; returns the count. */
static int split(char *line, char **fields, int max) {
    int count = 0;
    line[strcspn(line, "\r\n")] = 0;
    for (char *field = line; field && count < max; count++) {
        fields[count] = field;
        char *tab = strchr(field, '\t');
        if (tab) *tab++ = 0;
        field = tab;
    }
    return count;
}

int main(void) {
    static char line[1 << 16];
    char *fields[8];
    while (fgets(line, sizeof line, stdin)) {
        int count = split(line, fields, 8);
        if (count == 5 && strcmp(fields[0], "case") == 0) {
            run_case(fields[1], fields[2], fields[3], strcmp(fields[4], "-") == 0 ? NULL : fields[4]);
        } else if (count == 7 && strcmp(fields[0], "play") == 0) {
            play(fields[1], fields[2], fields[3], fields[4], fields[5], fields[6]);
        } else if (count > 0 && fields[0][0] != 0) {
            fprintf(stderr, "reader: a line that is neither a case nor a play: %s\n", fields[0]);
            return 2;
        }
        fflush(stdout);
    }
    return 0;
}
