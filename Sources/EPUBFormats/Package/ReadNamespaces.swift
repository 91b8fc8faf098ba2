import XMLTree

/// Prefixes for the XPath expressions of the readers; they match elements
/// whether a document writes them prefixed or in a default namespace.
package enum ReadNamespaces {
    package static let all = [
        "opf": "http://www.idpf.org/2007/opf", "dc": "http://purl.org/dc/elements/1.1/",
        "h": XMLTree.xhtmlNamespace, "epub": XMLTree.opsNamespace,
        "ncx": "http://www.daisy.org/z3986/2005/ncx/", "c": "urn:oasis:names:tc:opendocument:xmlns:container",
        "enc": "http://www.w3.org/2001/04/xmlenc#",
    ]
}
