"""The example project's test targets, shared by Scripts/sync-hosted-tests.py (which writes them
into ExampleApp/ExampleApp.xcodeproj) and Scripts/check-example-project.py (which checks them).

App-hosted test bundles compile the package's CarouselAppleTests files (every .swift file under
Tests/CarouselAppleTests/, at any depth) and the simulated collection view
(Sources/CarouselSimulation/*.swift, not a package product) into one module, hosted by an example
app: tests that need a scene, a key window, the focus system or an NSApplication run there. The UI
test target drives the iOS example app with XCUITest."""
from dataclasses import dataclass, field
from pathlib import Path

PROJECT = "ExampleApp/ExampleApp.xcodeproj"
SYNC_COMMAND = "python3 Scripts/sync-hosted-tests.py"


@dataclass(frozen=True)
class SourceFolder:
    """A folder of the repository whose Swift files a target compiles."""

    folder: str  # relative to the repository root
    recursive: bool

    def files(self, root: Path) -> list[str]:
        """The .swift files in the folder now, relative to the repository root, sorted."""
        base = root / self.folder
        found = base.rglob("*.swift") if self.recursive else base.glob("*.swift")
        return sorted(str(p.relative_to(root)) for p in found if p.is_file())


SHARED_TESTS = SourceFolder("Tests/CarouselAppleTests", recursive=True)
SIMULATION = SourceFolder("Sources/CarouselSimulation", recursive=False)
UI_TESTS = SourceFolder("Tests/ExampleAppUITests", recursive=True)


@dataclass(frozen=True)
class TestTarget:
    """One test target of the example project."""

    name: str
    host: str  # the app target that hosts the bundle (UI tests: the app they drive)
    product_type: str
    sources: tuple
    products: tuple  # package products the target links
    settings: dict = field(default_factory=dict)  # build settings every configuration sets


UNIT = "com.apple.product-type.bundle.unit-test"
UI = "com.apple.product-type.bundle.ui-testing"
HOST_SETTINGS = {
    # The app that loads the bundle: its executable, wherever the platform puts it
    # (ExampleApp.app/ExampleApp on iOS, ….app/Contents/MacOS/… on macOS and Mac Catalyst).
    "BUNDLE_LOADER": "$(TEST_HOST)",
}

HOSTED_TARGETS = (
    TestTarget(
        "CarouselHostedTests", "ExampleApp", UNIT, (SHARED_TESTS, SIMULATION),
        ("CarouselCore", "CarouselUIKit", "CarouselSwiftUI"),
        {**HOST_SETTINGS,
         "TEST_HOST": "$(BUILT_PRODUCTS_DIR)/ExampleApp.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/ExampleApp",
         "SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator",
         "IPHONEOS_DEPLOYMENT_TARGET": "16.0", "TARGETED_DEVICE_FAMILY": "1,2",
         "SUPPORTS_MACCATALYST": "YES", "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "NO"}),
    TestTarget(
        "CarouselHostedTestsTV", "ExampleAppTV", UNIT, (SHARED_TESTS, SIMULATION),
        ("CarouselCore", "CarouselUIKit", "CarouselSwiftUI"),
        {**HOST_SETTINGS,
         "TEST_HOST": "$(BUILT_PRODUCTS_DIR)/ExampleAppTV.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/ExampleAppTV",
         "SDKROOT": "appletvos", "SUPPORTED_PLATFORMS": "appletvos appletvsimulator",
         "TVOS_DEPLOYMENT_TARGET": "16.0", "TARGETED_DEVICE_FAMILY": "3"}),
    TestTarget(
        "CarouselHostedTestsMac", "ExampleMac", UNIT, (SHARED_TESTS, SIMULATION),
        ("CarouselCore", "CarouselAppKit", "CarouselSwiftUI"),
        {**HOST_SETTINGS,
         "TEST_HOST": "$(BUILT_PRODUCTS_DIR)/ExampleMac.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/ExampleMac",
         "SDKROOT": "macosx", "SUPPORTED_PLATFORMS": "macosx", "MACOSX_DEPLOYMENT_TARGET": "11.0"}),
)

UI_TARGET = TestTarget(
    "ExampleAppUITests", "ExampleApp", UI, (UI_TESTS,), (),
    {"TEST_TARGET_NAME": "ExampleApp", "SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator",
     "IPHONEOS_DEPLOYMENT_TARGET": "16.0", "TARGETED_DEVICE_FAMILY": "1,2"})

TEST_TARGETS = HOSTED_TARGETS + (UI_TARGET,)

# Settings every test target shares (Swift 6 language mode, as the package's targets).
COMMON_SETTINGS = {
    "CODE_SIGN_STYLE": "Automatic",
    "CURRENT_PROJECT_VERSION": "1",
    "GENERATE_INFOPLIST_FILE": "YES",
    "MARKETING_VERSION": "1.0",
    "PRODUCT_NAME": "$(TARGET_NAME)",
    "SWIFT_EMIT_LOC_STRINGS": "NO",
    "SWIFT_VERSION": "6.0",
}

# The app target that hosts Mac Catalyst runs must itself support Mac Catalyst.
CATALYST_HOST = "ExampleApp"


def expected_sources(target: TestTarget, root: Path) -> list[str]:
    """Every file the target should compile, relative to the repository root."""
    return sorted(f for folder in target.sources for f in folder.files(root))
