#include "CXMLShim.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libxml/xmlerror.h>
#include <libxml/globals.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
#include <libxslt/xsltutils.h>

void cxml_collect_message(void *context, const char *format, ...) {
    cxml_messages *messages = context;
    if (messages == NULL) return;
    va_list args;
    va_start(args, format);
    char piece[2048];
    int n = vsnprintf(piece, sizeof piece, format, args);
    va_end(args);
    if (n <= 0) return;
    size_t add = (size_t)n < sizeof piece ? (size_t)n : sizeof piece - 1;
    /* Bound the buffer: a hostile input must not grow it without limit. */
    if (messages->length + add > 64 * 1024) return;
    char *grown = realloc(messages->text, messages->length + add + 1);
    if (grown == NULL) return;
    memcpy(grown + messages->length, piece, add);
    messages->length += add;
    grown[messages->length] = '\0';
    messages->text = grown;
}

void cxml_messages_clear(cxml_messages *messages) {
    free(messages->text);
    messages->text = NULL;
    messages->length = 0;
}

static void cxml_drop_message(void *context, const char *format, ...) {
    (void)context;
    (void)format;
}

void cxml_drop_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, cxml_drop_message);
}

void cxml_capture_generic_errors(cxml_messages *messages) {
    if (messages) {
        xmlSetGenericErrorFunc(messages, cxml_collect_message);
        xsltSetGenericErrorFunc(messages, cxml_collect_message);
    } else {
        xmlSetGenericErrorFunc(NULL, cxml_drop_message);
        xsltSetGenericErrorFunc(NULL, cxml_drop_message);
    }
}

void cxml_capture_transform_errors(void *transform_context, cxml_messages *messages) {
    xsltSetTransformErrorFunc((xsltTransformContextPtr)transform_context, messages, cxml_collect_message);
}

void cxml_free(void *pointer) {
    xmlFree(pointer);
}

/* libxml2's SAX2 tree builder drops the prefix of an HTML element name
 * (Word's <o:p> arrives as <p>). Record it as an namespace with no URI on
 * the element, which only the HTML-to-XHTML conversion reads. */
static void cxml_html_start_element(void *context, const xmlChar *name, const xmlChar **attributes) {
    xmlParserCtxtPtr parser = context;
    xmlSAX2StartElement(context, name, attributes);
    const xmlChar *colon = name ? xmlStrchr(name, ':') : NULL;
    xmlNodePtr node = parser->node;
    if (colon == NULL || colon == name || colon[1] == 0 || node == NULL || node->type != XML_ELEMENT_NODE) return;
    xmlChar *prefix = xmlStrndup(name, (int)(colon - name));
    if (prefix == NULL) return;
    xmlNsPtr ns = node->nsDef;
    while (ns != NULL && !xmlStrEqual(ns->prefix, prefix)) ns = ns->next;
    if (ns == NULL) ns = xmlNewNs(node, NULL, prefix);
    xmlFree(prefix);
    if (ns != NULL) node->ns = ns;
}

void cxml_html_keep_element_prefixes(void *parser_context) {
    xmlParserCtxtPtr parser = parser_context;
    if (parser != NULL && parser->sax != NULL) parser->sax->startElement = cxml_html_start_element;
}
