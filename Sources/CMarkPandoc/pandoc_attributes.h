// pandoc's attributes, "{#id .class key=value}", as HTML attributes: one reader for fenced divs, bracketed spans and
// link and image attributes (pandoc manual, "Extension: attributes"). Inside CMarkPandoc only.

#ifndef CMARK_PANDOC_ATTRIBUTES_H
#define CMARK_PANDOC_ATTRIBUTES_H

#include <stdbool.h>

/// Appends `text[0..<length]` escaped for an attribute value (or text) to `out`; returns the new end.
char *epubbuild_append_escaped(char *out, const unsigned char *text, int length);

/// Whether `text[0..<end]` (the inside of pandoc's braces) is attributes only: words "#id", ".class", "key=value"
/// (the value bare or quoted), apart by spaces.
bool epubbuild_are_attributes(const unsigned char *text, int end);

/// The attributes `text[0..<end]` as HTML, each after a space: the id, then the classes, then the others, as pandoc's
/// HTML writer writes them (a key that is no HTML attribute as "data-key"); for an image, `width` and `height` as
/// pandoc writes them for HTML5 (pixels as attributes, other units in `style`). A string to free, or NULL.
char *epubbuild_html_attributes(const unsigned char *text, int end, bool image);

#endif
