// pandoc Markdown's inline delimiters that GitHub's Markdown lacks, as cmark-gfm syntax extensions,
// modelled on cmark-gfm's strikethrough extension but through its public API alone (Debian installs no
// private headers): a matched pair becomes a CUSTOM_INLINE node whose on_enter and on_exit are the
// HTML tags, so no renderer of our own is needed.
//
// pandoc manual, "Superscripts and subscripts": "2^10^", "H~2~O". The text between the delimiters may
// not contain spaces or newlines, except escaped ones ("P~a\ cat~"), and may not be empty; "~~" is
// strikeout. The `mark` extension's "==highlighted text==" is <mark>, as strikeout pairs (anything inline between).

#include "CMarkPandoc.h"

#include <stdbool.h>
#include <string.h>

static bool is_blank(unsigned char c) { return c == 0 || c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

static cmark_node *match(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *parent,
                         unsigned char character, cmark_inline_parser *inline_parser, unsigned char wanted) {
  (void)self;
  (void)parent;
  (void)parser;
  if (character != wanted)
    return NULL;
  int left_flanking, right_flanking, punct_before, punct_after;
  // "^[" opens an inline note, not a superscript. "[^" is a footnote reference's start, which cmark-gfm recognises
  // only when the caret is the first character of the core's own text node (it reads the label from the source
  // after it): the core makes that node when no extension takes the caret.
  int offset = cmark_inline_parser_get_offset(inline_parser);
  if (wanted == '^' && (cmark_inline_parser_peek_at(inline_parser, offset + 1) == '[' ||
                        (offset > 0 && cmark_inline_parser_peek_at(inline_parser, offset - 1) == '[')))
    return NULL;
  char buffer[3];
  int delims = cmark_inline_parser_scan_delimiters(inline_parser, 2, wanted, &left_flanking, &right_flanking,
                                                   &punct_before, &punct_after);
  memset(buffer, wanted, (size_t)delims);
  buffer[delims] = 0;
  cmark_node *text = cmark_node_new_with_mem(CMARK_NODE_TEXT, cmark_get_default_mem_allocator());
  cmark_node_set_literal(text, buffer);
  // "^^" is no superscript, and "~~~" no pair at all; one or two tildes, one caret, two equals signs, may pair.
  bool pairs = wanted == '^' ? delims == 1 : wanted == '=' ? delims == 2 : delims <= 2;
  // A superscript or subscript is no emphasis: pandoc opens one before any character but a space and closes one
  // after any ("a^*hello*^"), where CommonMark's flanking rules would see punctuation after a letter and refuse.
  if (pairs && delims == 1) {
    int after = cmark_inline_parser_get_offset(inline_parser);
    left_flanking = !is_blank(cmark_inline_parser_peek_at(inline_parser, after));
    right_flanking = after > 1 && !is_blank(cmark_inline_parser_peek_at(inline_parser, after - 2));
  }
  if (pairs && (left_flanking || right_flanking))
    cmark_inline_parser_push_delimiter(inline_parser, wanted, left_flanking, right_flanking, text);
  return text;
}

static cmark_node *match_caret(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *parent,
                               unsigned char character, cmark_inline_parser *inline_parser) {
  return match(self, parser, parent, character, inline_parser, '^');
}

static cmark_node *match_tilde(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *parent,
                               unsigned char character, cmark_inline_parser *inline_parser) {
  return match(self, parser, parent, character, inline_parser, '~');
}

static cmark_node *match_equals(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *parent,
                                unsigned char character, cmark_inline_parser *inline_parser) {
  return match(self, parser, parent, character, inline_parser, '=');
}

/// Whether the nodes between `opener` and `closer` may be a superscript or subscript: some text, no
/// unescaped space, no line break. (Strikeout, "~~", may hold anything inline.)
static bool holds_one_word(cmark_node *opener, cmark_node *closer) {
  bool empty = true, after_backslash = false;
  for (cmark_node *node = cmark_node_next(opener); node && node != closer; node = cmark_node_next(node)) {
    cmark_node_type type = cmark_node_get_type(node);
    if (type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK)
      return false;
    empty = false;
    if (type != CMARK_NODE_TEXT) {
      after_backslash = false;
      continue;
    }
    for (const char *c = cmark_node_get_literal(node); c && *c; c++) {
      if ((*c == ' ' || *c == '\t') && !after_backslash)
        return false;
      after_backslash = *c == '\\';
    }
  }
  return !empty;
}

/// pandoc's "\\ " between the delimiters is a non-breaking space (pandoc manual, "Backslash escapes"). CommonMark
/// leaves such a backslash as a text node of its own, one column wide (an escaped backslash, "\\\\", spans two),
/// before the space's text: the two become one U+00A0. This runs before cmark-gfm joins neighbouring text nodes.
static void make_escaped_spaces_non_breaking(cmark_node *first, cmark_node *end) {
  for (cmark_node *node = first; node && node != end; node = cmark_node_next(node)) {
    cmark_node *next = cmark_node_next(node);
    const char *literal = cmark_node_get_type(node) == CMARK_NODE_TEXT ? cmark_node_get_literal(node) : NULL;
    if (!literal || strcmp(literal, "\\") != 0 || cmark_node_get_start_column(node) != cmark_node_get_end_column(node) ||
        !next || cmark_node_get_type(next) != CMARK_NODE_TEXT)
      continue;
    const char *following = cmark_node_get_literal(next);
    if (!following || following[0] != ' ')
      continue;
    cmark_node_set_literal(node, "\xC2\xA0");
    size_t length = strlen(following);
    char rest[length];
    memcpy(rest, following + 1, length);
    cmark_node_set_literal(next, rest);
  }
}

static delimiter *insert(cmark_syntax_extension *self, cmark_parser *parser, cmark_inline_parser *inline_parser,
                         delimiter *opener, delimiter *closer) {
  (void)self;
  (void)parser;
  delimiter *after = closer->next;
  // "~~" and "==" span anything inline; "^" and "~" one word.
  bool spanning = opener->length == 2;
  if (opener->length != closer->length || (!spanning && !holds_one_word(opener->inl_text, closer->inl_text)))
    return after;
  if (!spanning)
    make_escaped_spaces_non_breaking(cmark_node_next(opener->inl_text), closer->inl_text);
  cmark_node *span = opener->inl_text;
  if (!cmark_node_set_type(span, CMARK_NODE_CUSTOM_INLINE))
    return after;
  bool superscript = opener->delim_char == '^', mark = opener->delim_char == '=';
  cmark_node_set_on_enter(span, mark ? "<mark>" : spanning ? "<del>" : superscript ? "<sup>" : "<sub>");
  cmark_node_set_on_exit(span, mark ? "</mark>" : spanning ? "</del>" : superscript ? "</sup>" : "</sub>");
  for (cmark_node *node = cmark_node_next(span); node && node != closer->inl_text;) {
    cmark_node *next = cmark_node_next(node);
    cmark_node_append_child(span, node);
    node = next;
  }
  cmark_node_free(closer->inl_text);
  // The delimiters between the pair are inside it now, and can pair with nothing outside.
  for (delimiter *delim = closer; delim && delim != opener;) {
    delimiter *previous = delim->previous;
    cmark_inline_parser_remove_delimiter(inline_parser, delim);
    delim = previous;
  }
  cmark_inline_parser_remove_delimiter(inline_parser, opener);
  return after;
}

static cmark_syntax_extension *make(const char *name, unsigned char character,
                                    cmark_match_inline_func match_function) {
  cmark_syntax_extension *extension = cmark_syntax_extension_new(name);
  cmark_syntax_extension_set_match_inline_func(extension, match_function);
  cmark_syntax_extension_set_inline_from_delim_func(extension, insert);
  cmark_llist *characters = cmark_llist_append(cmark_get_default_mem_allocator(), NULL, (void *)(size_t)character);
  cmark_syntax_extension_set_special_inline_chars(extension, characters);
  cmark_syntax_extension_set_emphasis(extension, 1);
  return extension;
}

cmark_syntax_extension *epubbuild_superscript_extension(void) {
  return make("epubbuild-superscript", '^', match_caret);
}

cmark_syntax_extension *epubbuild_subscript_extension(void) {
  return make("epubbuild-subscript", '~', match_tilde);
}

cmark_syntax_extension *epubbuild_mark_extension(void) {
  return make("epubbuild-mark", '=', match_equals);
}
