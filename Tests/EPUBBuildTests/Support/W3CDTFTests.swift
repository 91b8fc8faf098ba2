import Testing

@testable import EPUBSupport

/// dc:date's form, and the calendar epubcheck reads it by (OPF-053).
@Suite struct W3CDTFTests {
    @Test(arguments: [
        "2024", "2024-02", "2024-02-29", "2000-02-29", "2024-12-31T23:59:59Z", "2024-05-01T10:00+02:00",
        "2024-05-01T10:00:00.25-05:30",
    ])
    func realDatesAreValid(_ date: String) {
        #expect(W3CDTF.isValid(date))
    }

    @Test(arguments: [
        "2024-13", "2024-00", "2024-02-30", "2023-02-29", "1900-02-29", "2024-04-31", "2024-05-00",
        "2024-05-01T24:00Z", "2024-05-01T10:60Z", "2024-05-01T10:00:61Z", "2024-05-01T10:00+24:00",
    ])
    func impossibleDatesHaveTheFormButAreNotValid(_ date: String) {
        #expect(W3CDTF.hasForm(date) && !W3CDTF.isValid(date))
    }

    @Test(arguments: ["May 2024", "24-05-01", "2024-5-1", "2024-05-01T10:00", "٢٠٢٤", "2024-05-01 "])
    func otherTextHasNotTheForm(_ date: String) {
        #expect(!W3CDTF.hasForm(date) && !W3CDTF.isValid(date))
    }
}
