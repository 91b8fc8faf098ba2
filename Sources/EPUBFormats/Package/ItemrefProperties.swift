import EPUBModel

/// What an itemref's `properties` say of its page's rendering, typed: a layout, orientation or spread that
/// overrides the book's (EPUB 3.3 §8.2.2.3) and the side of a spread the page takes (§8.2.4). Defined once, both
/// ways: the build writes `values`, `unpack` reads an EPUB's back with `init(_:)`.
package struct ItemrefProperties: Equatable, Sendable {
    package var layout: Rendition.Layout?
    package var orientation: Rendition.Orientation?
    package var spread: Rendition.Spread?
    package var pageSpread: PageSpread?

    package init(
        layout: Rendition.Layout? = nil, orientation: Rendition.Orientation? = nil, spread: Rendition.Spread? = nil,
        pageSpread: PageSpread? = nil
    ) {
        self.layout = layout
        self.orientation = orientation
        self.spread = spread
        self.pageSpread = pageSpread
    }

    /// The itemref's `properties`, as the build writes them: `center` only has the `rendition:` form (§8.2.4).
    package var values: [String] {
        var values: [String] = []
        if let layout { values.append("rendition:layout-" + layout.rawValue) }
        if let orientation { values.append("rendition:orientation-" + orientation.rawValue) }
        if let spread { values.append("rendition:spread-" + spread.rawValue) }
        if let pageSpread {
            values.append(pageSpread == .center ? "rendition:page-spread-center" : "page-spread-" + pageSpread.rawValue)
        }
        return values
    }

    /// Reads an itemref's `properties`, with or without the `rendition:` prefix; values it does not know are not
    /// its concern.
    package init(_ properties: [String]) {
        self.init()
        for property in properties {
            let name = property.hasPrefix("rendition:") ? String(property.dropFirst("rendition:".count)) : property
            func value(after prefix: String) -> String? {
                name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : nil
            }
            if let side = value(after: "page-spread-").flatMap(PageSpread.init(rawValue:)) { pageSpread = side }
            if let value = value(after: "layout-").flatMap(Rendition.Layout.init(rawValue:)) { layout = value }
            if let value = value(after: "orientation-").flatMap(Rendition.Orientation.init(rawValue:)) {
                orientation = value
            }
            // `spread-portrait` is deprecated (§D.2): it meant both.
            if let value = value(after: "spread-").map({ $0 == "portrait" ? "both" : $0 }).flatMap(
                Rendition.Spread.init(rawValue:))
            {
                spread = value
            }
        }
    }
}
