// What pandoc's example lists (pandoc_lists.c) tell the citations extension (pandoc_citations.c): pandoc reads
// "@label" as a reference to the example list item of that label before it reads it as a citation.
#ifndef PANDOC_LISTS_H
#define PANDOC_LISTS_H

#include <cmark-gfm-extension_api.h>
#include <stddef.h>

/// The example list items of `document` ("(@label)" and "(@)"), in document order, each holding its label (empty
/// for "(@)") as its string content: a new array of `*count` items that the caller frees; NULL when there is none.
/// Read after the block phase, before the ordered lists extension's postprocess.
cmark_node **epubbuild_example_items(cmark_node *document, size_t *count);

/// `node` (an inline) made a reference to the example labelled `label`, which the ordered lists extension's
/// postprocess writes as that example's number: its children are freed.
void epubbuild_refer_to_example(cmark_node *node, const char *label);

#endif
