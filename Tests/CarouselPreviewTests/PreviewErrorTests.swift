import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("PreviewError")
struct PreviewErrorTests {
    @Test("messages are folded onto one line")
    func oneLine() {
        #expect(PreviewError("a\nb \t c\r\n  d ").message == "a b c d")
        #expect(PreviewError("plain").description == "plain")
    }

    @Test("bad input exits with status 2")
    func exitCode() {
        #expect(PreviewError.exitCode == 2)
    }
}
