// What every pandoc extension here does with the nodes of a parsed document (pandoc_nodes.h).

#include "pandoc_nodes.h"

#include <stdlib.h>

bool epubbuild_has_mark(cmark_node *node, const char *mark) {
  return node && cmark_node_get_type(node) == CMARK_NODE_CUSTOM_BLOCK && cmark_node_get_user_data(node) == mark;
}

int epubbuild_line_end(const unsigned char *input, int len, int offset) {
  while (offset < len && input[offset] != '\n' && input[offset] != '\r')
    offset++;
  return offset;
}

void epubbuild_take_line(cmark_parser *parser, unsigned char *input, int len) {
  int end = epubbuild_line_end(input, len, cmark_parser_get_offset(parser));
  cmark_parser_advance_offset(parser, (const char *)input, end - cmark_parser_get_offset(parser), 0);
}

cmark_node **epubbuild_gather(cmark_node *document, bool (*picks)(cmark_node *node, void *context), void *context,
                              size_t *count) {
  size_t capacity = 0;
  cmark_node **nodes = NULL;
  *count = 0;
  cmark_iter *iterator = cmark_iter_new(document);
  if (!iterator)
    return NULL;
  while (cmark_iter_next(iterator) != CMARK_EVENT_DONE) {
    cmark_node *node = cmark_iter_get_node(iterator);
    if (cmark_iter_get_event_type(iterator) != CMARK_EVENT_ENTER || !picks(node, context))
      continue;
    if (*count == capacity) {
      capacity = capacity ? capacity * 2 : 16;
      cmark_node **grown = realloc(nodes, sizeof *nodes * capacity);
      if (!grown)
        break;
      nodes = grown;
    }
    nodes[(*count)++] = node;
  }
  cmark_iter_free(iterator);
  return nodes;
}

cmark_syntax_extension *epubbuild_make_extension(epubbuild_extension_functions functions) {
  cmark_syntax_extension *extension = cmark_syntax_extension_new(functions.name);
  if (!extension)
    return NULL;
  cmark_syntax_extension_set_private(extension, functions.private_data, functions.free_private);
  if (functions.open)
    cmark_syntax_extension_set_open_block_func(extension, functions.open);
  if (functions.match)
    cmark_syntax_extension_set_match_block_func(extension, functions.match);
  if (functions.can_contain)
    cmark_syntax_extension_set_can_contain_func(extension, functions.can_contain);
  if (functions.holds_inlines)
    cmark_syntax_extension_set_contains_inlines_func(extension, functions.holds_inlines);
  if (functions.postprocess)
    cmark_syntax_extension_set_postprocess_func(extension, functions.postprocess);
  if (functions.match_inline) {
    cmark_syntax_extension_set_match_inline_func(extension, functions.match_inline);
    cmark_llist *characters =
        cmark_llist_append(cmark_get_default_mem_allocator(), NULL, (void *)(size_t)functions.special);
    cmark_syntax_extension_set_special_inline_chars(extension, characters);
  }
  return extension;
}
