import Foundation
import Testing

/// 500 chapters that cross-link densely and repeat the same headings build clean.
@Suite struct StressBookTests {
    @Test func fiveHundredCrossLinkedChaptersPassEPUBCheck() throws {
        let yaml = try StressBook.write(chapters: 500, to: TestPaths.temporaryDirectory())
        let (epub, report) = try TestBuild.build(yaml)
        #expect(report.warnings.isEmpty)
        let file = try EPUBFile(epub)
        #expect(try file.spinePaths().count == 501, "title page and 500 chapters")
        #expect(try EPUBStructure.expectInternalLinksResolve(file) >= 500 * 12)
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
