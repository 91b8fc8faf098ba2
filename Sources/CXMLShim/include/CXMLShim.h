#ifndef CXMLSHIM_H
#define CXMLSHIM_H
#include <stddef.h>

/// A growable buffer that collects the messages libxml2 and libxslt send to
/// their "generic" error handlers. Those handlers are C variadic functions,
/// which Swift cannot define, so this tiny C file formats them for us.
typedef struct {
    char *text;
    size_t length;
} cxml_messages;

/// Has the signature of xmlGenericErrorFunc; `context` is a cxml_messages *.
void cxml_collect_message(void *context, const char *format, ...);

/// Frees the collected text and empties the buffer.
void cxml_messages_clear(cxml_messages *messages);

/// Drops libxml2's generic errors on this thread (libxml2 keeps its error
/// handlers per thread, so this touches no other thread).
void cxml_drop_generic_errors(void);

/// Routes libxml2's generic errors on this thread and libxslt's generic
/// errors to `messages` (NULL restores a silent handler that drops them).
/// libxslt keeps its handler in a process-wide global (xsltGenericError in
/// xsltutils.c), so callers hold one lock from capture to restore.
void cxml_capture_generic_errors(cxml_messages *messages);

/// Routes the errors of one XSLT transformation (an xsltTransformContextPtr) to `messages`.
void cxml_capture_transform_errors(void *transform_context, cxml_messages *messages);

/// Frees memory that libxml2 allocated for the caller (xmlFree is a global
/// function pointer, which Swift 6 treats as shared mutable state).
void cxml_free(void *pointer);

/// Makes an HTML parser context (an htmlParserCtxtPtr) keep the prefix of
/// prefixed element names (`<o:p>`) as a namespace with no URI on the element.
void cxml_html_keep_element_prefixes(void *parser_context);

#endif
