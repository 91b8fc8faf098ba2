import Testing

@testable import EPUBFormats
@testable import EPUBModel

/// An itemref's rendering properties, written and read by one type.
@Suite struct ItemrefPropertiesTests {
    /// Every combination the build can write reads back as itself.
    @Test func everyCombinationReadsBackAsWritten() {
        for layout in [nil] + Rendition.Layout.allCases.map(Optional.some) {
            for orientation in [nil] + Rendition.Orientation.allCases.map(Optional.some) {
                for spread in [nil] + Rendition.Spread.allCases.map(Optional.some) {
                    for side in [nil] + PageSpread.allCases.map(Optional.some) {
                        let written = ItemrefProperties(
                            layout: layout, orientation: orientation, spread: spread, pageSpread: side)
                        #expect(ItemrefProperties(written.values) == written, "\(written.values)")
                    }
                }
            }
        }
    }

    @Test func writesTheFormsEPUB33Names() {
        let properties = ItemrefProperties(layout: .prePaginated, spread: Rendition.Spread.none, pageSpread: .left)
        #expect(properties.values == ["rendition:layout-pre-paginated", "rendition:spread-none", "page-spread-left"])
        #expect(ItemrefProperties(pageSpread: .center).values == ["rendition:page-spread-center"])
    }

    /// What other tools write: the prefixed spread sides, the deprecated `spread-portrait`, properties of other kinds.
    @Test func readsWhatOtherToolsWrite() {
        let read = ItemrefProperties([
            "rendition:page-spread-right", "rendition:spread-portrait", "duokan-page-fullscreen",
        ])
        #expect(read == ItemrefProperties(spread: .both, pageSpread: .right))
    }
}
