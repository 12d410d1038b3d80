import XCTest

// Unverified until the first hosted run: XCTest cannot be compiled where these tests were
// written, so the hosted workflow's own UI test step is the first to compile and run them.

/// The iOS example app driven by real touches (XCUITest): the path every user takes through a
/// carousel screen. Every carousel here is the gallery's "Linear" one (12 cards), whose centre
/// card at rest has no transform, so its accessibility frame is where it is drawn.
final class ExampleAppUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    // MARK: Helpers

    /// Launches the app in portrait and opens the gallery's Linear carousel.
    @MainActor
    private func openLinearCarousel() -> XCUIApplication {
        XCUIDevice.shared.orientation = .portrait
        let app = XCUIApplication()
        app.launch()
        // The row as a cell labelled with its title, or (if the cell exposes its texts) its title.
        let cell = app.collectionViews.cells.matching(NSPredicate(format: "label BEGINSWITH %@", "Linear")).firstMatch
        let title = app.collectionViews.staticTexts["Linear"].firstMatch
        XCTAssertTrue(cell.waitForExistence(timeout: 10) || title.exists, "the gallery shows no Linear row")
        (cell.exists ? cell : title).tap()
        XCTAssertTrue(app.collectionViews["carousel"].waitForExistence(timeout: 10), "no carousel screen")
        return app
    }

    /// The status caption's accessibility label, "Item n of 12".
    @MainActor
    private func status(_ app: XCUIApplication) -> String {
        app.staticTexts["carousel.status"].label
    }

    /// Waits until the status caption reads `label`.
    @MainActor
    private func waitForStatus(_ app: XCUIApplication, _ label: String, timeout: TimeInterval = 5) -> Bool {
        let predicate = NSPredicate(format: "label == %@", label)
        let expectation = XCTNSPredicateExpectation(predicate: predicate, object: app.staticTexts["carousel.status"])
        return XCTWaiter().wait(for: [expectation], timeout: timeout) == .completed
    }

    /// The card whose accessibility value names position `n` ("n of 12", or "Liked, n of 12").
    @MainActor
    private func card(_ app: XCUIApplication, _ n: Int) -> XCUIElement {
        let predicate = NSPredicate(format: "value == %@ OR value ENDSWITH %@", "\(n) of 12", ", \(n) of 12")
        // Any element type: a cell with the button trait may be reported as a button.
        return app.collectionViews["carousel"].descendants(matching: .any).matching(predicate).firstMatch
    }

    /// The current position from the status caption ("Item n of 12" → n).
    @MainActor
    private func currentPosition(_ app: XCUIApplication) -> Int? {
        let words = status(app).split(separator: " ")
        return words.count >= 2 ? Int(words[1]) : nil
    }

    /// Asserts that the current card is centred in the carousel (snapped, not between cards).
    @MainActor
    private func assertCurrentCardCentred(_ app: XCUIApplication, _ message: String) {
        guard let n = currentPosition(app) else {
            return XCTFail("\(message): the status reads \(status(app))")
        }
        let carousel = app.collectionViews["carousel"].frame
        let frame = card(app, n).frame
        XCTAssertEqual(frame.midX, carousel.midX, accuracy: 2, "\(message): card \(n) at \(frame) in \(carousel)")
    }

    /// Lets the carousel come to rest (a fling's deceleration and snap last well under 3 s).
    private func settle() {
        Thread.sleep(forTimeInterval: 3)
    }

    // MARK: Tests

    @MainActor
    func testSwipeMovesToAnotherCard() throws {
        let app = openLinearCarousel()
        XCTAssertTrue(waitForStatus(app, "Item 1 of 12"), "the carousel does not start on card 1: \(status(app))")
        app.collectionViews["carousel"].swipeLeft()
        settle()
        XCTAssertNotEqual(status(app), "Item 1 of 12", "a swipe left did not move the carousel")
        assertCurrentCardCentred(app, "after a swipe")
    }

    @MainActor
    func testFlingSnapsForEachReleaseStyle() throws {
        for style in ["iCarousel", "Landing", "Nearest", "Page"] {
            let app = openLinearCarousel()
            app.navigationBars.buttons["Options"].tap()
            let segment = app.segmentedControls.buttons[style]
            let table = app.tables.firstMatch
            for _ in 0..<8 where !segment.isHittable { table.swipeUp() }
            XCTAssertTrue(segment.isHittable, "\(style): the Release row is not on screen")
            segment.tap()
            app.navigationBars.buttons["Done"].tap()
            app.collectionViews["carousel"].swipeLeft(velocity: .fast)
            settle()
            XCTAssertNotEqual(status(app), "Item 1 of 12", "\(style): a fling did not move the carousel")
            assertCurrentCardCentred(app, "\(style): after a fling")
            app.terminate()
        }
    }

    @MainActor
    func testTapOnASideCardCentresIt() throws {
        let app = openLinearCarousel()
        XCTAssertTrue(waitForStatus(app, "Item 1 of 12"))
        let side = card(app, 2)
        XCTAssertTrue(side.waitForExistence(timeout: 5), "no second card on screen")
        side.tap()
        XCTAssertTrue(waitForStatus(app, "Item 2 of 12"), "a tap on card 2 left the status at \(status(app))")
        settle()
        assertCurrentCardCentred(app, "after a tap on a side card")
    }

    @MainActor
    func testTapOnTheCentreCardsButton() throws {
        let app = openLinearCarousel()
        let centre = card(app, 1)
        XCTAssertTrue(centre.waitForExistence(timeout: 5))
        // The card is one accessibility element, so its Like button is not in the tree: tap down
        // the card's lower half, where the button sits under the symbol and the title.
        var liked = false
        for dy in [0.62, 0.68, 0.74, 0.8, 0.86] where !liked {
            centre.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: dy)).tap()
            liked = (card(app, 1).value as? String)?.hasPrefix("Liked") == true
        }
        XCTAssertTrue(liked, "no tap on the centre card's lower half reached its Like button")
        XCTAssertEqual(status(app), "Item 1 of 12", "a tap on the centre card's button moved the carousel")
    }

    @MainActor
    func testRotationKeepsTheCurrentCard() throws {
        let app = openLinearCarousel()
        defer { XCUIDevice.shared.orientation = .portrait }
        card(app, 3).tap()
        XCTAssertTrue(waitForStatus(app, "Item 3 of 12"), "could not bring card 3 to the centre")
        settle()
        XCUIDevice.shared.orientation = .landscapeLeft
        settle()
        XCTAssertEqual(status(app), "Item 3 of 12", "rotating to landscape changed the current card")
        assertCurrentCardCentred(app, "in landscape")
        XCUIDevice.shared.orientation = .portrait
        settle()
        XCTAssertEqual(status(app), "Item 3 of 12", "rotating back to portrait changed the current card")
        assertCurrentCardCentred(app, "back in portrait")
    }

    @MainActor
    func testGridToCarouselAndBack() throws {
        XCUIDevice.shared.orientation = .portrait
        let app = XCUIApplication()
        app.launch()
        app.navigationBars.buttons["Grid"].tap()
        let toggle = app.navigationBars["Grid"].buttons["grid.toggle"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 5), "no grid screen")
        XCTAssertEqual(toggle.label, "Carousel")
        XCTAssertTrue(app.collectionViews.cells.firstMatch.waitForExistence(timeout: 5), "no cards in the grid")
        toggle.tap()
        settle()
        XCTAssertEqual(toggle.label, "Grid", "the toggle did not switch to the carousel")
        XCTAssertTrue(app.collectionViews.cells.firstMatch.exists, "no cards in the carousel")
        toggle.tap()
        settle()
        XCTAssertEqual(toggle.label, "Carousel", "the toggle did not switch back to the grid")
        XCTAssertTrue(app.collectionViews.cells.firstMatch.exists, "no cards in the grid after the round trip")
    }

    @MainActor
    func testAccessibilityAudit() throws {
        guard #available(iOS 17.0, *) else { throw XCTSkip("performAccessibilityAudit needs iOS 17") }
        let app = openLinearCarousel()
        try app.performAccessibilityAudit()
    }
}
