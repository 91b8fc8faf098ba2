// What every pandoc extension here does with the nodes of a parsed document: tell a node's role by its mark, gather
// the nodes a test picks before changing them, and make an extension of its functions.
#ifndef PANDOC_NODES_H
#define PANDOC_NODES_H

#include <cmark-gfm-extension_api.h>
#include <stdbool.h>
#include <stddef.h>

/// Whether `node` is a CUSTOM_BLOCK marked `mark` (its user data).
bool epubbuild_has_mark(cmark_node *node, const char *mark);

/// The nodes under `document` (itself included) for which `picks(node, context)` is true, in document order, as a
/// new array of `*count` nodes that the caller frees; NULL (and `*count` 0) when none is picked. When memory runs
/// out, the nodes gathered so far. Gathered first because changing the tree while an iterator walks it is not
/// allowed.
cmark_node **epubbuild_gather(cmark_node *document, bool (*picks)(cmark_node *node, void *context), void *context,
                              size_t *count);

/// The offset of the end of the line at `offset` in a block extension's `input` (its "\n" or "\r", or `len`).
int epubbuild_line_end(const unsigned char *input, int len, int offset);

/// Moves the parser to the end of its line: the block took the line whole.
void epubbuild_take_line(cmark_parser *parser, unsigned char *input, int len);

/// What a syntax extension does, each function optional (NULL: none); `match_inline` is asked at `special`.
typedef struct {
  const char *name;
  void *private_data;
  cmark_free_func free_private;
  cmark_open_block_func open;
  cmark_match_block_func match;
  cmark_can_contain_func can_contain;
  cmark_contains_inlines_func holds_inlines;
  cmark_postprocess_func postprocess;
  cmark_match_inline_func match_inline;
  unsigned char special;
} epubbuild_extension_functions;

/// A syntax extension made of `functions`.
cmark_syntax_extension *epubbuild_make_extension(epubbuild_extension_functions functions);

#endif
