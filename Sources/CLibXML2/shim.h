#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
// Debian's libxml2 headers include the system ICU, whose types clash with Foundation's own copy:
// take xmlversion.h's switch back before anything includes encoding.h.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

// `xmlFree` is a C global function pointer, which Swift 6 rejects: call it through a function.
static inline void clibxml2_free(void *pointer) { xmlFree(pointer); }

#endif
