// pandoc Markdown's bracketed spans, "[text]{#id .class key=value}" (`bracketed_spans`), and link and image
// attributes, "[a](u){.c}", "![a](i.png){width=50%}" (`link_attributes`), as pandoc's HTML writer writes them:
// `<span id class data-key>`, `<a href … class>`, `<img src … style="width:50.0%" alt>`. The attributes are read by
// the fenced divs' reader (pandoc_attributes.c).
//
// A cmark-gfm inline extension through the public API alone, called at a "{" right after a "]" or a link's ")":
// - a span: cmark-gfm has left the brackets of "[text]" as text nodes "[" and "]" (no link matched), the text's own
//   nodes between them. The two become CUSTOM_INLINE nodes writing `<span …>` and `</span>`, the text staying between
//   them where it is, so that its emphasis is paired as anywhere else. An escaped "\[" is a text node two columns
//   wide, and no bracket.
// - a link or an image just made: it becomes a CUSTOM_INLINE writing the tag with the attributes (retyping frees its
//   URL and title, so they are copied first); an image's description becomes its alt text, as cmark-gfm writes it.
// - a reference definition's attributes, "[ref]: url {.c}": cmark-gfm's block parser reads no such definition, so
//   ReferenceAttributes.swift moves them into its URL, "<epubbuild-attrs:{.c}url>", before cmark reads the chapter;
//   every link made from the definition then carries them, and is given them here (in attribute_link, or after the
//   inline phase, in postprocess) with its URL as written.
// Which of the two it reads is its private data (1: spans, 2: link attributes), set when it is made. No process-wide
// state.

#include "CMarkPandoc.h"
#include "pandoc_nodes.h"
#include "pandoc_attributes.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The text between "{" at `offset` and the "}" closing it (quotes may hold a "}"), copied into `text` (at most
/// `size` bytes); the offset past "}", or 0. A line break inside is a space, as pandoc reads the attributes its own
/// Markdown writer wraps at 72 columns ("[x]{.a\n.b}").
static int braces(cmark_inline_parser *inline_parser, int offset, unsigned char *text, int size, int *length) {
  unsigned char quote = 0;
  for (*length = 0; *length < size; (*length)++) {
    unsigned char c = cmark_inline_parser_peek_at(inline_parser, offset + 1 + *length);
    if (c == 0)
      return 0;
    if (c == '\n' || c == '\r')
      c = ' ';
    if (!quote && c == '}')
      return offset + 2 + *length;
    quote = quote ? (c == quote ? 0 : quote) : (c == '"' || c == '\'') ? c : 0;
    text[*length] = c;
  }
  return 0;
}

/// Whether `node` is one of cmark-gfm's bracket text nodes `bracket` ("[" or "]"), not an escaped one.
static bool is_bracket(cmark_node *node, const char *bracket) {
  const char *literal = cmark_node_get_type(node) == CMARK_NODE_TEXT ? cmark_node_get_literal(node) : NULL;
  return literal && strcmp(literal, bracket) == 0 &&
         cmark_node_get_start_column(node) == cmark_node_get_end_column(node);
}

/// The "[" that the "]" `close` closes, among the nodes before it, or NULL (none, or an image's "![").
static cmark_node *opening_bracket(cmark_node *close) {
  int depth = 0;
  for (cmark_node *node = cmark_node_previous(close); node; node = cmark_node_previous(node)) {
    const char *literal = cmark_node_get_type(node) == CMARK_NODE_TEXT ? cmark_node_get_literal(node) : NULL;
    if (is_bracket(node, "]"))
      depth++;
    else if ((is_bracket(node, "[") || (literal && strcmp(literal, "![") == 0)) && depth-- == 0)
      return is_bracket(node, "[") ? node : NULL;
  }
  return NULL;
}

static bool make_custom(cmark_node *node, const char *enter, const char *exit) {
  if (!cmark_node_set_type(node, CMARK_NODE_CUSTOM_INLINE))
    return false;
  cmark_node_set_on_enter(node, enter);
  cmark_node_set_on_exit(node, exit);
  return true;
}

/// Appends `text` escaped as an href: the characters a URL keeps as they are, others percent-encoded.
static char *append_href(char *out, const char *text) {
  static const char *const kept = "-_.!~*'();/?:@&=+$,%#";
  for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
    if (*c == '&')
      out += sprintf(out, "&amp;");
    else if (*c == '\'')
      out += sprintf(out, "&#x27;");
    else if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || strchr(kept, *c))
      *out++ = (char)*c;
    else
      out += sprintf(out, "%%%02X", *c);
  }
  return out;
}

/// The text `child` holds of itself (a text's, a code span's, a line break's space), or NULL.
static const char *plain_literal(cmark_node *child) {
  cmark_node_type type = cmark_node_get_type(child);
  if (type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE)
    return cmark_node_get_literal(child);
  return type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK ? " " : NULL;
}

/// The length of the plain text of `node`'s descendants.
static size_t plain_length(cmark_node *node) {
  size_t length = 0;
  for (cmark_node *child = cmark_node_first_child(node); child; child = cmark_node_next(child)) {
    const char *literal = plain_literal(child);
    length += literal ? strlen(literal) : plain_length(child);
  }
  return length;
}

/// The plain text of `node`'s descendants (an image's description as its alt text), escaped, appended to `out`.
static char *append_plain(char *out, cmark_node *node) {
  for (cmark_node *child = cmark_node_first_child(node); child; child = cmark_node_next(child)) {
    const char *literal = plain_literal(child);
    out = literal ? epubbuild_append_escaped(out, (const unsigned char *)literal, (int)strlen(literal))
                  : append_plain(out, child);
  }
  return out;
}

static const char reference_marker[] = "epubbuild-attrs:{";

/// The attributes a reference definition gave `url` ("epubbuild-attrs:{.c}https://…", see the top), as HTML, each
/// after a space, and in `*rest` the URL as written; NULL (and `*rest` = `url`) when it has none.
static char *reference_attributes(const char *url, bool image, const char **rest) {
  *rest = url;
  size_t prefix = sizeof reference_marker - 1;
  if (!url || strncmp(url, reference_marker, prefix) != 0)
    return NULL;
  unsigned char quote = 0;
  const char *end = url + prefix;
  for (; *end && (quote || *end != '}'); end++)
    quote = quote ? (*end == quote ? 0 : quote) : (*end == '"' || *end == '\'') ? (unsigned char)*end : 0;
  if (*end != '}')
    return NULL;
  const unsigned char *text = (const unsigned char *)url + prefix;
  int length = (int)(end - (const char *)text);
  *rest = end + 1;
  return epubbuild_are_attributes(text, length) ? epubbuild_html_attributes(text, length, image) : NULL;
}

/// `link` (a link or an image) with the attributes `attributes` (HTML, each after a space), after any its reference
/// definition gave it.
static void attribute_link(cmark_node *link, const char *attributes) {
  bool image = cmark_node_get_type(link) == CMARK_NODE_IMAGE;
  const char *url, *title = cmark_node_get_title(link);
  char *defined = reference_attributes(cmark_node_get_url(link), image, &url);
  size_t size = (url ? strlen(url) * 9 : 0) + (title ? strlen(title) * 6 : 0) + strlen(attributes) +
                (defined ? strlen(defined) : 0) + (image ? plain_length(link) * 6 : 0) + 96;
  char *tag = malloc(size);
  if (!tag) {
    free(defined);
    return;
  }
  char *out = tag + sprintf(tag, image ? "<img src=\"" : "<a href=\"");
  out = append_href(out, url ? url : "");
  out += sprintf(out, "\"%s%s", defined ? defined : "", attributes);
  free(defined);
  if (image) {
    out += sprintf(out, " alt=\"");
    out = append_plain(out, link);
    *out++ = '"';
  }
  if (title && *title) {
    out += sprintf(out, " title=\"");
    out = epubbuild_append_escaped(out, (const unsigned char *)title, (int)strlen(title));
    *out++ = '"';
  }
  strcpy(out, image ? " />" : ">");
  // An image's description is its alt text now; rendered, it follows the image in a span the build takes for a
  // figure's caption (pandoc's implicit_figures: emphasis, formulas and links kept), or removes.
  bool described = image && cmark_node_first_child(link);
  if (described)
    strcat(out, "<span " EPUBBUILD_CAPTION_ATTRIBUTE "=\"\">");
  make_custom(link, tag, described ? "</span>" : image ? "" : "</a>");
  free(tag);
}

static cmark_node *match(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *parent,
                         unsigned char character, cmark_inline_parser *inline_parser) {
  (void)parser;
  unsigned flags = (unsigned)(uintptr_t)cmark_syntax_extension_get_private(self);
  int offset = cmark_inline_parser_get_offset(inline_parser), length;
  cmark_node *last = cmark_node_last_child(parent);
  unsigned char before = offset > 0 ? cmark_inline_parser_peek_at(inline_parser, offset - 1) : 0;
  if (character != '{' || !last || (before != ']' && before != ')'))
    return NULL;
  cmark_node_type type = cmark_node_get_type(last);
  bool link = (flags & 2) && before == ')' && (type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE);
  cmark_node *open = (flags & 1) && before == ']' && is_bracket(last, "]") ? opening_bracket(last) : NULL;
  unsigned char text[1024];
  int end = link || open ? braces(inline_parser, offset, text, (int)sizeof text, &length) : 0;
  if (end == 0 || !epubbuild_are_attributes(text, length))
    return NULL;
  char *attributes = epubbuild_html_attributes(text, length, type == CMARK_NODE_IMAGE && link);
  if (!attributes)
    return NULL;
  if (link) {
    attribute_link(last, attributes);
  } else {
    char tag[sizeof text * 20 + 64];
    snprintf(tag, sizeof tag, "<span%s>", attributes);
    make_custom(open, tag, "");
    make_custom(last, "</span>", "");
  }
  free(attributes);
  cmark_inline_parser_set_offset(inline_parser, end);
  cmark_node *nothing = cmark_node_new_with_mem(CMARK_NODE_TEXT, cmark_get_default_mem_allocator());
  cmark_node_set_literal(nothing, "");
  return nothing;
}

static bool has_reference_attributes(cmark_node *node, void *context) {
  (void)context;
  cmark_node_type type = cmark_node_get_type(node);
  const char *url = type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE ? cmark_node_get_url(node) : NULL;
  return url && strncmp(url, reference_marker, sizeof reference_marker - 1) == 0;
}

/// The links made from a reference definition with attributes, that no "{…}" of their own gave them already.
static cmark_node *postprocess(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *document) {
  (void)parser;
  if (!((unsigned)(uintptr_t)cmark_syntax_extension_get_private(self) & 2))
    return document;
  size_t count;
  cmark_node **links = epubbuild_gather(document, has_reference_attributes, NULL, &count);
  for (size_t index = 0; links && index < count; index++)
    attribute_link(links[index], "");
  free(links);
  return document;
}

cmark_syntax_extension *epubbuild_attributes_extension(unsigned flags) {
  return epubbuild_make_extension((epubbuild_extension_functions){.name = "epubbuild-attributes",
                                                                  .private_data = (void *)(uintptr_t)flags,
                                                                  .match_inline = match,
                                                                  .special = '{',
                                                                  .postprocess = postprocess});
}
