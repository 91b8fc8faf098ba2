import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBModel
@testable import EPUBSupport

/// ISBNs in book.yaml are checked as stores check them.
@Suite struct ISBNTests {
    @Test func validISBNsOfBothLengthsGiveTheISBN13() throws {
        #expect(try ISBN("978-0-306-40615-7").urn == "urn:isbn:9780306406157")
        #expect(try ISBN("urn:isbn:9791234567896").digits == "9791234567896")
        // An ISBN-10 becomes its ISBN-13: 978, its first nine digits, a new check digit.
        #expect(try ISBN("0-306-40615-2").urn == "urn:isbn:9780306406157")
        #expect(try ISBN("ISBN 0-8044-2957-X").urn == "urn:isbn:9780804429573")
        #expect(try ISBN("isbn:080442957x").digits == "9780804429573")
    }

    @Test func aWrongISBNNamesItsFault() {
        #expect(throws: ISBN.Failure.checkDigit(given: "8", expected: "7")) { try ISBN("978-0-306-40615-8") }
        #expect(throws: ISBN.Failure.checkDigit(given: "3", expected: "2")) { try ISBN("0306406153") }
        #expect(throws: ISBN.Failure.checkDigit(given: "1", expected: "X")) { try ISBN("0-8044-2957-1") }
        #expect(throws: ISBN.Failure.prefix("977")) { try ISBN("9770306406157") }
        #expect(throws: ISBN.Failure.length(12)) { try ISBN("urn:isbn:978030640615") }
    }

    @Test func onlyValuesWrittenAsISBNsAreChecked() {
        #expect(
            ISBN.isWrittenAsISBN("urn:isbn:123") && ISBN.isWrittenAsISBN("978-0-306-40615-7")
                && ISBN.isWrittenAsISBN("080442957X"))
        #expect(
            !ISBN.isWrittenAsISBN("urn:uuid:0f1e2d3c-4b5a-4978-8877-665544332211")
                && !ISBN.isWrittenAsISBN("doi:10.1000/182"))
        #expect(!ISBN.isWrittenAsISBN("12345"))
    }

    @Test func bookYAMLKeepsAnISBN13AsWrittenConvertsAnISBN10AndRefusesAWrongOne() throws {
        func load(_ identifier: String) throws -> BookSpec {
            let folder = TestPaths.temporaryDirectory()
            try "# A\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
            try
                "title: T\nlanguage: en\nidentifier: [\(identifier), urn:uuid:0f1e2d3c-4b5a-4978-8877-665544332211]\nchapters: [a.md]\n"
                .write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
            var warnings: [Diagnostic] = []
            return try BookSpecLoader.load(folder + "/book.yaml", warnings: &warnings)
        }
        #expect(
            try load("9780306406157").metadata.identifier == "9780306406157", "a book read back keeps its identifier")
        // An ISBN kept as written is still typed one (ONIX code 15): bare digits and `isbn:…` had had no type.
        for written in ["9780306406157", "isbn:9780306406157", "ISBN:0-306-40615-2"] {
            let metadata = try load(written).metadata
            #expect(metadata.identifierType(of: metadata.identifier) == .isbn, "\(written)")
        }
        #expect(try load("0-306-40615-2").metadata.identifier == "urn:isbn:9780306406157")
        // One that names itself an ISBN is kept as written, hyphens and all (it had become urn:isbn:978…, the
        // book another to reading systems).
        #expect(try load("urn:isbn:978-0-306-40615-7").metadata.identifier == "urn:isbn:978-0-306-40615-7")
        #expect(try load("ISBN:0-306-40615-2").metadata.identifier == "ISBN:0-306-40615-2")
        #expect {
            try load("978-0-306-40615-8")
        } throws: { error in
            (error as? BuildError)?.diagnostics.first?.description.hasSuffix(
                "book.yaml:3:14: error: [Load] ISBN '978-0-306-40615-8' has check digit 8, but its other digits give 7")
                == true
        }
    }
}
