/*
 * content_bundle.h: the C API of ContentBundle, the reader game runtimes link to open a content
 * bundle, read its items, check answers and score. For C, C++ (Unity and Unreal native
 * plugins), Objective-C (call it as it is), and any language with a C foreign-function
 * interface (Kotlin/Java through JNI, C#, Python ctypes).
 *
 * Link: the shared library libContentBundleC (SwiftPM product ContentBundleC) or the static
 * one (ContentBundleCStatic, with the Swift runtime libraries it needs). The bundle format and
 * the conformance suite every reader is tested against: Docs/BundleFormat.md, conformance/.
 *
 * Conventions, for every function below:
 *
 * - Text is UTF-8, NUL-terminated. A text argument that is not UTF-8 is CBUNDLE_ERROR_ARGUMENT.
 * - Structured results are JSON texts: compact, keys sorted, whole numbers without a fraction,
 *   integers exact to 64 bits. Their shapes are those of the Swift types named on each function
 *   (Docs/BundleFormat.md and schemas/bundle/ give the bundle's).
 * - Status: every function that can fail returns int32_t: CBUNDLE_OK (0) or a CBUNDLE_ERROR_*
 *   code. On failure, when out_error is not NULL, *out_error receives an error object
 *   (cbundle_error_code, cbundle_error_message) and every other out parameter is set to
 *   NULL / 0; on success *out_error is set to NULL. out_error may be NULL when the caller only
 *   wants the code.
 * - Ownership: every pointer an out parameter receives (texts, byte buffers, cbundle,
 *   cbundle_play, cbundle_error) belongs to the caller and is freed with the one function
 *   cbundle_free. Pointers returned directly (cbundle_version, cbundle_error_class,
 *   cbundle_error_message) belong to the library: never free them. Arguments are borrowed for
 *   the duration of the call only; the library keeps no pointer to them.
 * - Thread safety: a cbundle may be used from any number of threads at once (what it reads on
 *   first use is read once, under a lock). Calls on one cbundle_play are serialised by the
 *   play's own lock. Error objects, texts and buffers are plain memory. cbundle_free of an
 *   object must not race with another call using that object.
 * - Nothing traps: malformed or hostile bundles and arguments give an error code, never a crash
 *   or an abort (the conformance suite and the C consumer in Tests/CConsumer check this).
 */
#ifndef CONTENT_BUNDLE_H
#define CONTENT_BUNDLE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Status codes ------------------------------------------------------------------------ */

#define CBUNDLE_OK 0
/* A NULL or non-UTF-8 argument, a handle that is not one, JSON arguments of the wrong shape. */
#define CBUNDLE_ERROR_ARGUMENT 1
/* No such kind, item, game, level, play, IQ test or plan in this bundle. */
#define CBUNDLE_ERROR_NOT_FOUND 2
#define CBUNDLE_ERROR_OUT_OF_MEMORY 3
/* A bundle's refusals: one per case of the Swift runtime's BundleError (the class names
 * cbundle_error_class gives, and conformance/index.json uses). */
#define CBUNDLE_ERROR_UNREADABLE_MANIFEST 10       /* no manifest.json, or not the format's JSON */
#define CBUNDLE_ERROR_UNSUPPORTED_FORMAT_VERSION 11 /* a format version this library does not read */
#define CBUNDLE_ERROR_MISSING_FILE 12              /* a listed file is not in the bundle */
#define CBUNDLE_ERROR_TAMPERED_FILE 13             /* a file's size or SHA-256 differs from the manifest */
#define CBUNDLE_ERROR_UNLISTED_FILE 14             /* a file the manifest does not list */
#define CBUNDLE_ERROR_CONTENT_HASH_MISMATCH 15     /* contentHash does not match the file list */
#define CBUNDLE_ERROR_MISSING_SIGNATURE 16         /* a public key was given and manifest.sig is missing */
#define CBUNDLE_ERROR_BAD_SIGNATURE 17             /* manifest.sig is not a signature of the manifest by the key */
#define CBUNDLE_ERROR_BAD_PUBLIC_KEY 18            /* the key is not 32 bytes of Ed25519 key in base64 */
#define CBUNDLE_ERROR_MALFORMED_FILE 19            /* a JSON file that cannot be used (shape, range, key) */
#define CBUNDLE_ERROR_UNREADABLE_ARCHIVE 20        /* a zip that is not one content-build writes */
#define CBUNDLE_ERROR_UNSAFE_PATH 21               /* a listed path that would leave the bundle */
#define CBUNDLE_ERROR_LINK_IN_BUNDLE 22            /* a symbolic link inside a bundle folder */
#define CBUNDLE_ERROR_NOT_IN_BUNDLE 23             /* a path asked for that the manifest does not list */
#define CBUNDLE_ERROR_FILE_TOO_LARGE 24            /* a JSON file larger than a reader reads */
/* Answer checking. */
#define CBUNDLE_ERROR_UNKNOWN_ITEM 30              /* no item with this id has an answer */
#define CBUNDLE_ERROR_NO_ANSWER_KEY 31             /* the bundle was built without this item's answer */
#define CBUNDLE_ERROR_WRONG_KIND_OF_ANSWER 32      /* e.g. text given for a choice item */
/* Plans: a parameter value the plan does not offer, or a schedule that cannot be computed. */
#define CBUNDLE_ERROR_PLAN 40
#define CBUNDLE_ERROR_INTERNAL 99

/* ---- Objects ----------------------------------------------------------------------------- */

/* An open, verified bundle. */
typedef struct cbundle cbundle;
/* One player's way through one difficulty level of a game. */
typedef struct cbundle_play cbundle_play;
/* Why a call failed: a code and one line of English for logs. */
typedef struct cbundle_error cbundle_error;

/* Frees any object an out parameter of this API received (a text, a byte buffer, a cbundle, a
 * cbundle_play, a cbundle_error). NULL is ignored. A pointer the API did not hand out (one into
 * the middle of a text, on the stack) or one already freed is ignored: the library keeps the set
 * of objects it handed out and reads nothing of a pointer not in it. The one case it cannot tell:
 * a stale pointer whose address a newer object of the API now has frees that newer object. A cbundle freed while plays started from it are alive is fine: each play keeps what it
 * needs. */
void cbundle_free(void *object);

/* The library's name and the bundle format version it reads, e.g.
 * "content-bundle-c 1 (bundle format 1)". Owned by the library. Never fails. */
const char *cbundle_version(void);

/* The failed call's code (CBUNDLE_ERROR_*); CBUNDLE_ERROR_ARGUMENT for NULL or a non-error. */
int32_t cbundle_error_code(const cbundle_error *error);

/* The failed call's message: the file concerned, then what is wrong with it (English, not
 * localised; for logs, not players). Owned by the error object: valid until it is freed. NULL
 * for NULL or a non-error. */
const char *cbundle_error_message(const cbundle_error *error);

/* A code's class name: "tamperedFile", "missingFile", … (BundleError's case names for the
 * bundle's refusals; "ok", "argument", "notFound", "outOfMemory", "unknownItem",
 * "noAnswerKey", "wrongKindOfAnswer", "plan", "internal" for the rest). Owned by the library.
 * An unknown code gives "internal". Never fails. */
const char *cbundle_error_class(int32_t code);

/* ---- Opening ----------------------------------------------------------------------------- */

/* Opens a bundle folder or a .zip file at path. public_key: NULL, or the base64 of the 32-byte
 * Ed25519 public key the bundle must be signed with (a bundle not signed by it is refused).
 * Open checks the manifest, its signature and the listing (every listed file present with its
 * size, nothing unlisted, no link, the content hash) and reads no other file: each kind's items
 * file and tables.json are read, hashed and decoded on first use, and a file that changed since
 * is an error then (CBUNDLE_ERROR_TAMPERED_FILE), never wrong data.
 * On success *out_bundle receives the bundle (free with cbundle_free). */
int32_t cbundle_open(const char *path, const char *public_key, cbundle **out_bundle, cbundle_error **out_error);

/* Opens a zipped bundle held in memory (a download): `count` bytes at `bytes`, copied, so the
 * caller may free them after the call. public_key, out_bundle: as cbundle_open. */
int32_t cbundle_open_zip(const uint8_t *bytes, size_t count, const char *public_key, cbundle **out_bundle,
                         cbundle_error **out_error);

/* Reads, checks and decodes now every kind's items, their answer keys and the tables (for an
 * app that wants a broken bundle refused at launch rather than in a game). */
int32_t cbundle_read_all_items(const cbundle *bundle, cbundle_error **out_error);

/* Reads and checks every file of the bundle against the manifest, and decodes everything an app
 * reads later (rounds, jigsaw pieces, dots layouts), as `content-build verify` does: a bundle
 * that passes never fails later. Reads the whole bundle: for a download, not for every launch. */
int32_t cbundle_verify_all_files(const cbundle *bundle, cbundle_error **out_error);

/* ---- The manifest, kinds and items ----------------------------------------------------------- */

/* The verified manifest as JSON (BundleManifest: formatVersion, pack {id, version, title,
 * locales, answers}, generator, counts, files [{path, bytes, sha256}], contentHash).
 * *out_json: free with cbundle_free. */
int32_t cbundle_manifest_json(const cbundle *bundle, char **out_json, cbundle_error **out_error);

/* The kinds of items the bundle holds, as a JSON list of names ("riddles", "matrix-series", …;
 * the names of items/<kind>.json). *out_json: free with cbundle_free. */
int32_t cbundle_kinds_json(const cbundle *bundle, char **out_json, cbundle_error **out_error);

/* The ids of a kind's items in pack order, as a JSON list of texts (reads the kind on first
 * use). CBUNDLE_ERROR_NOT_FOUND for a kind this library does not know; an empty list for a
 * known kind the bundle has none of. *out_json: free with cbundle_free. */
int32_t cbundle_item_ids_json(const cbundle *bundle, const char *kind, char **out_json, cbundle_error **out_error);

/* One item as canonical JSON (the Swift type of its kind: Riddle, MatrixSeries, TapSequence, …;
 * schemas/bundle/items/<kind>.schema.json). CBUNDLE_ERROR_NOT_FOUND for an unknown kind or id.
 * *out_json: free with cbundle_free. */
int32_t cbundle_item_json(const cbundle *bundle, const char *kind, const char *id, char **out_json,
                          cbundle_error **out_error);

/* Whether a player's answer to the item `id` is right: *out_right is 1 (right) or 0 (wrong).
 * answer_json is one of:
 *   {"text": "a towel", "locale": "en"}   typed text (riddles), compared after normalising
 *   {"number": 4}                        a number typed or picked (number series, equations)
 *   {"option": 2}                        the 0-based option picked (matrix items, puzzles)
 *   {"taps": ["a", "b", "c"]}            the symbols tapped, in order (tap sequences)
 * CBUNDLE_ERROR_UNKNOWN_ITEM for an id no kind holds, CBUNDLE_ERROR_NO_ANSWER_KEY for a client
 * bundle built without answers, CBUNDLE_ERROR_WRONG_KIND_OF_ANSWER for e.g. text given for a
 * choice. */
int32_t cbundle_check_answer(const cbundle *bundle, const char *id, const char *answer_json, int32_t *out_right,
                             cbundle_error **out_error);

/* The bytes of a listed file (a picture, a rounds file, any file the manifest lists), read now
 * and checked against its size and SHA-256; not kept by the library. *out_bytes receives
 * *out_count bytes (free with cbundle_free; an empty file gives a valid pointer and 0).
 * CBUNDLE_ERROR_NOT_IN_BUNDLE for a path the manifest does not list,
 * CBUNDLE_ERROR_TAMPERED_FILE when the file changed since the bundle was built. */
int32_t cbundle_file(const cbundle *bundle, const char *path, uint8_t **out_bytes, size_t *out_count,
                     cbundle_error **out_error);

/* ---- App texts ------------------------------------------------------------------------------ */

/* An app text (items/strings.json) by key and locale: count (a decimal such as "21" or "1.5",
 * or NULL) picks the plural form by CLDR's rules for the locale, values_json ({"name": "Ann"},
 * or NULL) fills the placeholders; the count also fills the count placeholder. Fallbacks as in
 * Swift's AppStrings (the language, then the text's first locale; a missing form: "other"; a
 * placeholder without a value stays as written). *out_text: free with cbundle_free.
 * CBUNDLE_ERROR_NOT_FOUND for an unknown key, CBUNDLE_ERROR_ARGUMENT for a count that is no
 * decimal or values that are not an object of texts. Scans the texts once per call. */
int32_t cbundle_text(const cbundle *bundle, const char *key, const char *locale, const char *count,
                     const char *values_json, char **out_text, cbundle_error **out_error);

/* ---- IQ tests ---------------------------------------------------------------------------- */

/* Scores a sitting of the IQ test `test` for a player of `age` years. answers_json: an object of
 * item id to the 0-based option chosen ({"a-01": 3, "a-02": 0}); items not answered count as
 * wrong. *out_json receives
 *   {"rawScores": {"<series id>": n, …}, "rawScore": n,
 *    "score": {"iq": n, "percentile": p, "ageGroupAverage": n?, "ageGroupLabel": {…}?} or absent
 *             when the norms do not cover the age,
 *    "report": {"nearestProfessions": [{…}], "level": {…}?, "premium": bool} or absent,
 *    "ignored": ["<ids answered that are not the test's, or options they do not have>"]}
 * (free with cbundle_free). CBUNDLE_ERROR_NOT_FOUND for an unknown test. */
int32_t cbundle_iq_score_json(const cbundle *bundle, const char *test, const char *answers_json, int32_t age,
                              char **out_json, cbundle_error **out_error);

/* ---- Games ------------------------------------------------------------------------------- */

/* The games' tables, item pools and IQ norms as JSON (BundleTables: {"games": {id: GameTable},
 * "pools": …, "norms": […]}). Reads tables.json on first use. *out_json: free with cbundle_free. */
int32_t cbundle_tables_json(const cbundle *bundle, char **out_json, cbundle_error **out_error);

/* The rounds the builder generated for a game as JSON (GameRounds: {"game", "levels": [{"level",
 * "plays": [{"variant"?, "rounds": […], "spares"?: [{"gameLevel", "round"}]}]}]}: spares are the
 * fresh rounds a play serves after mistakes), or the JSON text null for a game type with no
 * generated rounds. CBUNDLE_ERROR_NOT_FOUND for an unknown game. *out_json: free with
 * cbundle_free. */
int32_t cbundle_game_rounds_json(const cbundle *bundle, const char *game, char **out_json, cbundle_error **out_error);

/* Starts difficulty level `level` of `game` with its generated play number `play_index` (0-based,
 * as listed by cbundle_game_rounds_json for that level; -1 for a game without generated rounds,
 * and only for one: CBUNDLE_ERROR_ARGUMENT for -1 on a game that has them). *out_play receives
 * the play (free with cbundle_free). CBUNDLE_ERROR_NOT_FOUND for an unknown game, level or play. */
int32_t cbundle_play_start(const cbundle *bundle, const char *game, int32_t level, int32_t play_index,
                           cbundle_play **out_play, cbundle_error **out_error);

/* A round played right (a card game: a pair found; its round is won with its last pair): the
 * round's points are added the first time its place is won (a place played again after a mistake
 * pays nothing). Nothing happens once the level is over. */
int32_t cbundle_play_right(cbundle_play *play, cbundle_error **out_error);

/* A wrong answer: the table's penalty (a share of the points at stake, never below 0 points in
 * all), the end of the level at the mistake limit (the table's `mistakesAllowed`, or a card
 * level's), and the step back of `roundsBackOnMistake` rounds. Every place it sends the player
 * back over (and, in anagram and math-check, the place of the mistake) is served a fresh round
 * from the play's spares, never one shown before in the play; a play whose spares run out ends
 * ("ranOutOfRounds"). Nothing happens once it is over. */
int32_t cbundle_play_wrong(cbundle_play *play, cbundle_error **out_error);

/* The play's state as JSON: {"game", "level", "rounds" (rounds in the level), "position" (the
 * 0-based round being played; == rounds when won), "score", "mistakes", "isWon", "isLost",
 * "isOver", "ranOutOfRounds", "maxScore" (the level's most points), "rank"? ({"from", "title"}:
 * the band of the game's rank table the score reaches), "pointsPerRound"?, "round"? (the round
 * being played, a fresh one after a mistake: {"mathCheck": …} |
 * {"numberOrder": …} | {"cards": …} | {"anagram": …})}. *out_json: free with cbundle_free. */
int32_t cbundle_play_state_json(const cbundle_play *play, char **out_json, cbundle_error **out_error);

/* ---- Savings plans ----------------------------------------------------------------------- */

/* A plan's schedule for given parameter values, starting at `start` (Unix seconds; days, weeks
 * and months are counted in the Gregorian calendar in UTC: pass the UTC midnight of the user's
 * chosen date, and read the deposits' dates back as UTC dates). values_json: NULL for the plan's
 * defaults, or an object of parameter name to whole value ({"goal": 120000, "months": 12};
 * money in minor units of the plan's currency) overriding them; a plan whose user chooses the
 * saving interval takes it by its interval parameter's name as "day", "week" or "month"
 * ({"every": "week"}; months are calendar months from the start). *out_json receives {"plan",
 * "values": {…}, "every", "currency" (ISO 4217 code), "minorUnit" (its decimal places), "goal",
 * "total", "deposits": [{"number", "date" (Unix seconds), "amount"}]} (free with cbundle_free).
 * CBUNDLE_ERROR_PLAN for a value or interval the plan does not offer, a schedule that cannot be
 * computed exactly or a deposit falling after the year 9999; CBUNDLE_ERROR_ARGUMENT for a start
 * outside the years 1 to 9999. */
int32_t cbundle_plan_schedule_json(const cbundle *bundle, const char *plan, const char *values_json, int64_t start,
                                   char **out_json, cbundle_error **out_error);

/* Where a user stands at `at` (Unix seconds) against the schedule cbundle_plan_schedule_json
 * gives for the same plan, values and start. made_json: the deposits made, a list of
 * {"date": Unix seconds, "amount": minor units, 0 or more}. *out_json receives {"saved", "due",
 * "depositsDue", "goal", "ahead", "remaining", "fraction", "isReached", "next"?: {"number",
 * "date", "amount"}} (free with cbundle_free). */
int32_t cbundle_plan_progress_json(const cbundle *bundle, const char *plan, const char *values_json, int64_t start,
                                   const char *made_json, int64_t at, char **out_json, cbundle_error **out_error);

/* ---- Results ----------------------------------------------------------------------------- */

/* A subject's revision (revisions.json): an item's id (a matrix item's own), "games/<id>" for a
 * game's table, "<kind>:<key>" for the kinds of one item per locale or game. It goes up exactly
 * when a change to the subject makes earlier results incomparable; 1 for a bundle built before
 * revisions and for a name the bundle does not list. */
int32_t cbundle_revision(const cbundle *bundle, const char *name, int64_t *out_revision, cbundle_error **out_error);

/* Results records (schemas/results.json, Docs/Results.md): each call makes one line of a results
 * log (JSON Lines: compact JSON, members in name order, ending with "\n"), carrying the pack's id
 * and version and the subject's revision; append it to the app's log as it is (one write per
 * line). context_json: {"session": "<the app's id>", "learner"?: "<id, never a name>",
 * "age"?: years 0-150}. milliseconds: 0 or more. at: Unix seconds of when, or -1 for none.
 * *out_line: free with cbundle_free. */

/* An answer to the item `id`, checked now (as cbundle_check_answer); answer_json as there, or
 * NULL for no answer (skipped, timed out: counted wrong). within: the IQ test or game the item
 * was given in, or NULL. */
int32_t cbundle_record_answer(const cbundle *bundle, const char *context_json, const char *id, const char *answer_json,
                              int64_t milliseconds, const char *within, int64_t at, char **out_line, cbundle_error **out_error);

/* A level play: won or lost as the play stands, else "quit" when quit is non-zero (a play left
 * before its end; with quit 0 an unfinished play is also recorded as "quit"). */
int32_t cbundle_record_play(const cbundle *bundle, const cbundle_play *play, const char *context_json, int32_t quit,
                            int64_t milliseconds, int64_t at, char **out_line, cbundle_error **out_error);

/* A sitting of the IQ test `test` scored as cbundle_iq_score_json scores it (answers_json as
 * there); context_json must give "age". */
int32_t cbundle_record_sitting(const cbundle *bundle, const char *context_json, const char *test, const char *answers_json,
                               int64_t milliseconds, int64_t at, char **out_line, cbundle_error **out_error);

#ifdef __cplusplus
}
#endif

#endif /* CONTENT_BUNDLE_H */
