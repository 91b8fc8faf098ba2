// pandoc Markdown's citations (pandoc manual, "Citations") as a cmark-gfm syntax extension written against its
// public API alone, in two steps.
//
// The inline match reads a citation key where an "@" starts one: "@key" (a letter, digit or "_", then letters,
// digits, "_" and the punctuation ":.#$%&-+?<>~/" when a letter or digit follows it) or "@{any key}". An "@" after a
// letter or digit starts none, so an e-mail address stays text. The key becomes a custom inline node written as
// <span data-citation-key="key" data-citation-line="n">@key</span>. When the key is inside a "[", the "[" (a text
// node of its own while inlines are parsed) gets a mark after it: cmark-gfm merges adjacent text before the
// postprocess step, and the mark keeps where the bracket was.
//
// The postprocess step then gives each citation its span, <span class="citation" data-cites="k1 k2"> … </span>,
// as pandoc's HTML writer does: from a marked "[" to the "]" that closes it (cmark-gfm's core leaves both as text
// when it makes no link of them; a link made of them, "[@key](url)", holds the mark and stays a link), the span
// holds what was between, prefix, keys, locators and suffixes as the parser read them (emphasis and all); a key
// outside brackets is cited in the text (data-in-text), with the bracketed locator that follows it
// ("@doe99 [p. 33]") in its span. The build's citation pass reads the spans.
//
// No process-wide state: the nodes made carry the extension as their mark, and their kind in user data that points
// at one of three constants.

#include "CMarkPandoc.h"
#include "pandoc_lists.h"
#include "pandoc_nodes.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char key_mark = 'k';
static const char cluster_mark = 'c';
static const char open_mark = 'o';

static bool has_mark(cmark_node *node, cmark_syntax_extension *self, const char *mark);
static void write_key(cmark_node *key, int line);
static bool is_text(cmark_node *node, const char *literal);

static bool is_key_character(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c >= 0x80;
}

static bool is_internal_punctuation(unsigned char c) { return c != 0 && strchr(":.#$%&-+?<>~/", c) != NULL; }

/// The offset just past the key whose first character is at `start` (after the "@"), or -1.
static int key_end(cmark_inline_parser *inline_parser, int start) {
  if (cmark_inline_parser_peek_at(inline_parser, start) == '{') {
    int end = start + 1;
    unsigned char c;
    while ((c = cmark_inline_parser_peek_at(inline_parser, end)) != 0 && c != '}' && c != '\n')
      end++;
    return c == '}' && end > start + 1 ? end + 1 : -1;
  }
  if (!is_key_character(cmark_inline_parser_peek_at(inline_parser, start)))
    return -1;
  int end = start + 1;
  for (;;) {
    unsigned char c = cmark_inline_parser_peek_at(inline_parser, end);
    if (is_key_character(c))
      end++;
    else if (is_internal_punctuation(c) && is_key_character(cmark_inline_parser_peek_at(inline_parser, end + 1)))
      end += 2;
    else
      return end;
  }
}

/// Marks the "[" the key being read is inside: among `parent`'s children so far (flat while inlines are parsed), the
/// last "[" that no "]" closed; a "\\[" is text, one node spanning two columns. Once per bracket.
static void mark_opening_bracket(cmark_syntax_extension *self, cmark_node *parent) {
  int depth = 0;
  for (cmark_node *node = cmark_node_last_child(parent); node; node = cmark_node_previous(node)) {
    // A key of the same bracket before this one: its "[" is marked already (and the walk stays short).
    if (depth == 0 && has_mark(node, self, &key_mark))
      return;
    if (is_text(node, "]")) {
      depth++;
    } else if (is_text(node, "[") && cmark_node_get_end_column(node) <= cmark_node_get_start_column(node)) {
      if (depth-- > 0)
        continue;
      if (has_mark(cmark_node_next(node), self, &open_mark))
        return;
      cmark_node *mark = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_INLINE, cmark_get_default_mem_allocator());
      cmark_node_set_syntax_extension(mark, self);
      cmark_node_set_user_data(mark, (void *)&open_mark);
      cmark_node_insert_after(node, mark);
      return;
    }
  }
}

static cmark_node *match(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *parent,
                         unsigned char character, cmark_inline_parser *inline_parser) {
  (void)parser;
  (void)parent;
  int offset = cmark_inline_parser_get_offset(inline_parser);
  if (character != '@' || (offset > 0 && is_key_character(cmark_inline_parser_peek_at(inline_parser, offset - 1))))
    return NULL;
  int end = key_end(inline_parser, offset + 1);
  if (end < 0)
    return NULL;
  size_t length = (size_t)(end - offset);
  char *text = malloc(length + 1);
  if (!text)
    return NULL;
  for (size_t index = 0; index < length; index++)
    text[index] = (char)cmark_inline_parser_peek_at(inline_parser, offset + (int)index);
  text[length] = 0;
  cmark_mem *memory = cmark_get_default_mem_allocator();
  cmark_node *key = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_INLINE, memory);
  cmark_node *literal = cmark_node_new_with_mem(CMARK_NODE_TEXT, memory);
  cmark_node_set_literal(literal, text);
  cmark_node_append_child(key, literal);
  cmark_node_set_syntax_extension(key, self);
  cmark_node_set_user_data(key, (void *)&key_mark);
  free(text);
  write_key(key, cmark_inline_parser_get_line(inline_parser));
  if (cmark_inline_parser_in_bracket(inline_parser, 0))
    mark_opening_bracket(self, parent);
  cmark_inline_parser_set_offset(inline_parser, end);
  return key;
}

/// A growing string.
typedef struct {
  char *bytes;
  size_t length, capacity;
  bool failed;
} buffer;

static void append(buffer *out, const char *text, size_t length) {
  if (out->failed)
    return;
  if (out->length + length + 1 > out->capacity) {
    size_t capacity = (out->length + length + 1) * 2;
    char *grown = realloc(out->bytes, capacity);
    if (!grown) {
      out->failed = true;
      return;
    }
    out->bytes = grown;
    out->capacity = capacity;
  }
  memcpy(out->bytes + out->length, text, length);
  out->length += length;
  out->bytes[out->length] = 0;
}

static void append_escaped(buffer *out, const char *text, size_t length) {
  for (size_t index = 0; index < length; index++) {
    switch (text[index]) {
    case '&': append(out, "&amp;", 5); break;
    case '<': append(out, "&lt;", 4); break;
    case '>': append(out, "&gt;", 4); break;
    case '"': append(out, "&quot;", 6); break;
    default: append(out, text + index, 1);
    }
  }
}

static bool has_mark(cmark_node *node, cmark_syntax_extension *self, const char *mark) {
  return node && cmark_node_get_type(node) == CMARK_NODE_CUSTOM_INLINE &&
         cmark_node_get_syntax_extension(node) == self && cmark_node_get_user_data(node) == mark;
}

/// The key a key node holds: its text without "@" and the braces of "@{…}".
static void append_key(buffer *out, cmark_node *key) {
  const char *text = cmark_node_get_literal(cmark_node_first_child(key));
  if (!text || !text[0])
    return;
  size_t length = strlen(text + 1);
  const char *start = text + 1;
  if (start[0] == '{' && length >= 2) {
    start++;
    length -= 2;
  }
  append_escaped(out, start, length);
}

/// Gives a key node its own HTML: the key and its line in attributes, "@key" as the text.
static void write_key(cmark_node *key, int line) {
  buffer out = {0};
  append(&out, "<span data-citation-key=\"", 25);
  append_key(&out, key);
  char tail[48];
  int written = snprintf(tail, sizeof tail, "\" data-citation-line=\"%d\">", line);
  if (written > 0 && (size_t)written < sizeof tail)
    append(&out, tail, (size_t)written);
  if (!out.failed && out.bytes) {
    cmark_node_set_on_enter(key, out.bytes);
    cmark_node_set_on_exit(key, "</span>");
  }
  free(out.bytes);
}

static bool is_text(cmark_node *node, const char *literal) {
  if (!node || cmark_node_get_type(node) != CMARK_NODE_TEXT)
    return false;
  const char *text = cmark_node_get_literal(node);
  return text && strcmp(text, literal) == 0;
}

/// Cuts text node `node` before byte `at`: `node` keeps the bytes before it, and a new text node after it the rest,
/// which is returned (NULL when there is none, or no memory).
static cmark_node *split_text(cmark_node *node, size_t at) {
  const char *text = cmark_node_get_literal(node);
  size_t length = text ? strlen(text) : 0;
  if (at >= length)
    return NULL;
  char *head = malloc(at + 1);
  if (!head)
    return NULL;
  memcpy(head, text, at);
  head[at] = 0;
  cmark_node *tail = cmark_node_new_with_mem(CMARK_NODE_TEXT, cmark_get_default_mem_allocator());
  cmark_node_set_literal(tail, text + at); // copied before `node`'s literal, which `text` points into, changes
  cmark_node_set_literal(node, head);
  free(head);
  cmark_node_insert_after(node, tail);
  return tail;
}

/// Drops the first `count` bytes of text node `node` (`from_end`: the last ones); an emptied node is freed.
static void trim_text(cmark_node *node, size_t count, bool from_end) {
  const char *text = cmark_node_get_literal(node);
  size_t length = text ? strlen(text) : 0;
  if (count >= length) {
    cmark_node_free(node);
    return;
  }
  char *rest = malloc(length - count + 1);
  if (!rest)
    return;
  memcpy(rest, text + (from_end ? 0 : count), length - count);
  rest[length - count] = 0;
  cmark_node_set_literal(node, rest);
  free(rest);
}

/// What a bracket holds, part by part: pandoc reads "[…]" as citations only when each of its ";"-separated parts has a
/// key ("[@a, p. 33; p. 34]" is text around the in-text "@a"), and "@a [p. 33; @b]" as one citation whose first
/// part, keyless, is "@a"'s locator.
typedef struct {
  bool first_keyed; // the part before the first ";"
  bool rest_keyed;  // every part after it (true when there is none)
} bracket_parts;

/// Where the "]" closing a bracket opened before `start` is, among `start` (from its byte `skip`) and its next
/// siblings' text (brackets nest): its node and byte, and which of its parts hold a key. False when there is none.
static bool find_closing(cmark_node *start, size_t skip, cmark_syntax_extension *self, cmark_node **node, size_t *at,
                         bracket_parts *parts) {
  int depth = 0;
  bool part_keyed = false, first = true;
  *parts = (bracket_parts){false, true};
  for (cmark_node *sibling = start; sibling; sibling = cmark_node_next(sibling)) {
    // Another citation's "[" first: citations do not nest, and each search stops at the next, so a paragraph of
    // unclosed brackets is read in linear time.
    if (has_mark(sibling, self, &open_mark))
      return false;
    part_keyed = part_keyed || has_mark(sibling, self, &key_mark);
    const char *text = cmark_node_get_type(sibling) == CMARK_NODE_TEXT ? cmark_node_get_literal(sibling) : NULL;
    for (size_t index = sibling == start ? skip : 0; text && text[index]; index++) {
      bool closes = text[index] == ']' && depth == 0;
      if ((text[index] == ';' && depth == 0) || closes) {
        if (first)
          parts->first_keyed = part_keyed;
        else
          parts->rest_keyed = parts->rest_keyed && part_keyed;
        first = false;
        part_keyed = false;
      }
      if (closes) {
        *node = sibling;
        *at = index;
        return true;
      }
      if (text[index] == '[')
        depth++;
      else if (text[index] == ']')
        depth--;
    }
  }
  return false;
}

static void move_range(cmark_node *first, cmark_node *end, cmark_node *cluster) {
  for (cmark_node *node = first; node && node != end;) {
    cmark_node *next = cmark_node_next(node);
    cmark_node_unlink(node);
    cmark_node_append_child(cluster, node);
    node = next;
  }
}

/// The citation span's HTML: its keys in data-cites, data-in-text for "@key".
static void write_cluster(cmark_node *cluster, cmark_syntax_extension *self, bool in_text) {
  buffer out = {0};
  append(&out, "<span class=\"citation\" data-cites=\"", 35);
  bool first = true;
  for (cmark_node *node = cmark_node_first_child(cluster); node; node = cmark_node_next(node)) {
    if (!has_mark(node, self, &key_mark))
      continue;
    if (!first)
      append(&out, " ", 1);
    append_key(&out, node);
    first = false;
  }
  append(&out, in_text ? "\" data-in-text=\"\">" : "\">", in_text ? 18 : 2);
  if (!out.failed && out.bytes) {
    cmark_node_set_on_enter(cluster, out.bytes);
    cmark_node_set_on_exit(cluster, "</span>");
  }
  free(out.bytes);
}

static cmark_node *new_cluster(cmark_syntax_extension *self) {
  cmark_node *cluster = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_INLINE, cmark_get_default_mem_allocator());
  cmark_node_set_syntax_extension(cluster, self);
  cmark_node_set_user_data(cluster, (void *)&cluster_mark);
  return cluster;
}

static bool ends_with(cmark_node *node, char c) {
  const char *text = cmark_node_get_type(node) == CMARK_NODE_TEXT ? cmark_node_get_literal(node) : NULL;
  size_t length = text ? strlen(text) : 0;
  return length > 0 && text[length - 1] == c;
}

/// The bracket whose "[" `mark` follows, as one citation span, when a "]" closes it with a key between.
static void bracketed_citation(cmark_node *mark, cmark_syntax_extension *self) {
  cmark_node *opening = cmark_node_previous(mark);
  cmark_node *closing;
  size_t at;
  bracket_parts parts;
  if (!opening || !ends_with(opening, '[') ||
      !find_closing(cmark_node_next(mark), 0, self, &closing, &at, &parts) || !parts.first_keyed ||
      !parts.rest_keyed) {
    cmark_node_free(mark);
    return;
  }
  cmark_node *end = closing;
  if (at > 0 && !(end = split_text(closing, at))) {
    cmark_node_free(mark);
    return;
  }
  cmark_node *cluster = new_cluster(self);
  cmark_node_insert_before(mark, cluster);
  move_range(cmark_node_next(mark), end, cluster);
  cmark_node_free(mark);
  write_cluster(cluster, self, false);
  trim_text(end, 1, false);
  trim_text(opening, 1, true);
}

/// A key outside brackets as a citation in the text, taking " [locator]" right after it into its span, with any
/// citations after the locator in the bracket ("@a [p. 33; @b, p. 4]").
static void in_text_citation(cmark_node *key, cmark_syntax_extension *self) {
  cmark_node *cluster = new_cluster(self);
  cmark_node_insert_before(key, cluster);
  cmark_node_unlink(key);
  cmark_node_append_child(cluster, key);
  cmark_node *after = cmark_node_next(cluster);
  const char *text = after && cmark_node_get_type(after) == CMARK_NODE_TEXT ? cmark_node_get_literal(after) : NULL;
  cmark_node *closing;
  size_t at;
  bracket_parts parts;
  if (text && text[0] == ' ' && text[1] == '[' && find_closing(after, 2, self, &closing, &at, &parts) &&
      !parts.first_keyed && parts.rest_keyed) {
    cmark_node *rest = at > 0 ? split_text(closing, at) : closing;
    if (rest) {
      move_range(after, rest, cluster);
      trim_text(after, 2, false);
      trim_text(rest, 1, false);
    }
  }
  write_cluster(cluster, self, true);
}

struct marked {
  cmark_syntax_extension *self;
  const char *mark;
};

static bool is_marked(cmark_node *node, void *context) {
  const struct marked *marked = context;
  return has_mark(node, marked->self, marked->mark);
}

/// The nodes of the extension's `mark` in document order; NULL when there are none.
static cmark_node **marked_nodes(cmark_node *document, cmark_syntax_extension *self, const char *mark, int *count) {
  struct marked marked = {self, mark};
  size_t gathered;
  cmark_node **nodes = epubbuild_gather(document, is_marked, &marked, &gathered);
  *count = (int)gathered;
  return nodes;
}

/// The label of the example an in-text `key` ("@label") refers to, among the chapter's example list items, or NULL.
/// pandoc reads such a key as the example's number, never as a citation (a bracketed one stays a citation).
static const char *example_label(cmark_node *key, cmark_node **examples, size_t count) {
  cmark_node *text = cmark_node_first_child(key);
  const char *literal = text && cmark_node_get_type(text) == CMARK_NODE_TEXT ? cmark_node_get_literal(text) : NULL;
  if (!literal || literal[0] != '@')
    return NULL;
  for (size_t index = 0; index < count; index++) {
    const char *label = cmark_node_get_string_content(examples[index]);
    if (label && *label && strcmp(label, literal + 1) == 0)
      return label;
  }
  return NULL;
}

static cmark_node *postprocess(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *document) {
  (void)parser;
  int count = 0;
  cmark_node **marks = marked_nodes(document, self, &open_mark, &count);
  for (int index = 0; marks && index < count; index++)
    bracketed_citation(marks[index], self);
  free(marks);
  size_t example_count;
  cmark_node **examples = epubbuild_example_items(document, &example_count);
  cmark_node **keys = marked_nodes(document, self, &key_mark, &count);
  for (int index = 0; keys && index < count; index++) {
    if (has_mark(cmark_node_parent(keys[index]), self, &cluster_mark))
      continue;
    const char *label = example_label(keys[index], examples, example_count);
    if (label)
      epubbuild_refer_to_example(keys[index], label);
    else
      in_text_citation(keys[index], self);
  }
  free(keys);
  free(examples);
  return document;
}

cmark_syntax_extension *epubbuild_citations_extension(void) {
  return epubbuild_make_extension((epubbuild_extension_functions){
      .name = "epubbuild-citations", .match_inline = match, .special = '@', .postprocess = postprocess});
}
