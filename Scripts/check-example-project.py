#!/usr/bin/env python3
"""Check ExampleApp/ExampleApp.xcodeproj without Xcode, so CI on Linux catches a broken project.

Parses the project with the `pbxproj` package (`pip install pbxproj`) and checks that:
- the file is a project Xcode 15 or later opens (objectVersion 56 or 60);
- the iOS app target lists every .swift file under ExampleApp/ (but ExampleApp/ExampleAppTV/ and
  ExampleApp/ExampleMac/) in its Sources phase, exactly once, and nothing that is not on disk; the
  tvOS app target (ExampleAppTV) lists every .swift file under ExampleApp/ExampleAppTV/ the same
  way, and the macOS app target (ExampleMac) those under ExampleApp/ExampleMac/;
- the project references the repository root as a local Swift package (XCLocalSwiftPackageReference
  ".."), and the iOS target depends on and links that package's `CarouselCore`, `CarouselUIKit`
  and `CarouselSwiftUI` products, the tvOS target `CarouselCore` and `CarouselUIKit`, the macOS
  target `CarouselCore` and `CarouselAppKit`;
- the asset catalog (AppIcon, AccentColor) is a resource, and the Info.plist is the target's,
  not a resource, with a scene manifest, a launch screen and orientations for iPhone and iPad;
- the deployment target is iOS 16 (CarouselSwiftUI's minimum) for iPhone and iPad, tvOS 16 for
  Apple TV (SDKROOT appletvos, device family 3, its own Info.plist with a launch screen), macOS 11
  for the Mac (SDKROOT macosx, a generated Info.plist naming NSApplication), and a shared scheme
  builds each target;
- the test targets of Scripts/hosted_tests.py exist: the app-hosted bundles (CarouselHostedTests
  on iOS and Mac Catalyst in ExampleApp, CarouselHostedTestsTV in ExampleAppTV,
  CarouselHostedTestsMac in ExampleMac) compile every .swift file under Tests/CarouselAppleTests/
  (at any depth, as the folder holds them now) and Sources/CarouselSimulation/, exactly once, link
  their package products, load into their host app (TEST_HOST, BUNDLE_LOADER, a dependency on the
  app) with the host's deployment target, and a shared scheme tests each; the UI test target
  (ExampleAppUITests) compiles Tests/ExampleAppUITests/ and drives ExampleApp (TEST_TARGET_NAME);
  ExampleApp supports Mac Catalyst (it hosts the Catalyst run). A missing or stale file names the
  fix: python3 Scripts/sync-hosted-tests.py.

Usage: python3 Scripts/check-example-project.py [repository root]   (default: this script's ..)
Exit status 0 when every check passes, 1 with one line per problem otherwise, 2 when `pbxproj`
is not installed.
"""
import plistlib
import re
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hosted_tests  # noqa: E402

try:
    from pbxproj import XcodeProject
except ImportError:
    print("check-example-project: the pbxproj package is missing (pip install pbxproj)", file=sys.stderr)
    sys.exit(2)

APP_DIR = "ExampleApp"
PROJECT = "ExampleApp/ExampleApp.xcodeproj"
PRODUCTS = ("CarouselCore", "CarouselUIKit", "CarouselSwiftUI")
TV_TARGET = "ExampleAppTV"
TV_DIR = "ExampleAppTV"  # under APP_DIR
TV_PRODUCTS = ("CarouselCore", "CarouselUIKit")
MAC_TARGET = "ExampleMac"
MAC_DIR = "ExampleMac"  # under APP_DIR
MAC_PRODUCTS = ("CarouselCore", "CarouselAppKit")
MAC_DEPLOYMENT_TARGET = "11.0"  # CarouselAppKit's minimum
DEPLOYMENT_TARGET = "16.0"
OBJECT_VERSIONS = {"56", "60"}
SKIPPED_DIRS = {"build", "DerivedData", ".build", ".swiftpm"}


class Checker:
    def __init__(self, root: Path):
        self.root = root
        self.problems: list[str] = []
        self.project = XcodeProject.load(str(root / PROJECT / "project.pbxproj"))
        self.objects = self.project.objects

    def fail(self, message: str) -> None:
        self.problems.append(message)

    def obj(self, key):
        return self.objects[str(key)]

    def section(self, isa: str) -> list:
        return list(self.objects.get_objects_in_section(isa))

    # -- paths -------------------------------------------------------------------------------

    def parents(self) -> dict:
        """Maps each object id to the group that lists it."""
        parent = {}
        for group in self.section("PBXGroup"):
            for child in group.get("children", []):
                parent[str(child)] = group
        return parent

    def path_of(self, ref, parent: dict):
        """The file's path relative to the project's folder (ExampleApp/), or None when its
        source tree is not resolvable from the project (e.g. BUILT_PRODUCTS_DIR)."""
        parts = []
        node = ref
        while node is not None:
            tree = node.get("sourceTree", "<group>")
            if tree == "SOURCE_ROOT":
                parts.append(node.get("path", ""))
                break
            if tree != "<group>":
                return None
            if node.get("path", None):
                parts.append(node.get("path", None))
            node = parent.get(node.get_id())
        return Path(*reversed([str(p) for p in parts if p])) if parts else Path()

    # -- checks ------------------------------------------------------------------------------

    def app_targets(self):
        """The iOS app target, the tvOS one and the macOS one (by name), or None where missing."""
        apps = [t for t in self.section("PBXNativeTarget")
                if t.get("productType", "") == "com.apple.product-type.application"]
        tv = [t for t in apps if str(t.name) == TV_TARGET]
        mac = [t for t in apps if str(t.name) == MAC_TARGET]
        ios = [t for t in apps if str(t.name) not in (TV_TARGET, MAC_TARGET)]
        if len(ios) != 1:
            self.fail(f"expected one iOS application target, found {len(ios)}")
        if len(tv) != 1:
            self.fail(f"expected one tvOS application target named {TV_TARGET}, found {len(tv)}")
        if len(mac) != 1:
            self.fail(f"expected one macOS application target named {MAC_TARGET}, found {len(mac)}")
        return ((ios[0] if len(ios) == 1 else None), (tv[0] if len(tv) == 1 else None),
                (mac[0] if len(mac) == 1 else None))

    def phase(self, target, isa: str):
        phases = [self.obj(p) for p in target.get("buildPhases", [])]
        matching = [p for p in phases if p.isa == isa]
        if len(matching) != 1:
            self.fail(f"target {target.name}: expected one {isa}, found {len(matching)}")
            return None
        return matching[0]

    def phase_files(self, phase) -> list:
        return [self.obj(f) for f in phase.get("files", [])] if phase is not None else []

    def check_version(self) -> None:
        version = str(self.project["objectVersion"])
        if version not in OBJECT_VERSIONS:
            self.fail(f"objectVersion {version}: Xcode 15 writes 56 or 60")

    def check_sources(self, target, parent: dict, folder: str = "", skip: tuple = ()) -> None:
        """Every .swift file under APP_DIR/folder (less the `skip` folders) is in the target's
        Sources phase once, and everything there is on disk."""
        listed = []
        for build_file in self.phase_files(self.phase(target, "PBXSourcesBuildPhase")):
            ref_id = build_file.get("fileRef", None)
            if ref_id is None:
                self.fail(f"Sources phase entry {build_file.get_id()} has no file")
                continue
            path = self.path_of(self.obj(ref_id), parent)
            if path is None:
                self.fail(f"Sources phase file {ref_id} is outside the project folder")
                continue
            listed.append(path)
        app = self.root / APP_DIR
        on_disk = sorted(
            p.relative_to(app) for p in (app / folder).rglob("*.swift")
            if not any(part in SKIPPED_DIRS or part.endswith((".xcodeproj", ".xcworkspace"))
                       for part in p.relative_to(app).parts)
            and not any(p.relative_to(app).parts[0] == s for s in skip))
        for path in sorted(set(listed)):
            if listed.count(path) > 1:
                self.fail(f"{APP_DIR}/{path} is in the Sources phase {listed.count(path)} times")
            if not (app / path).is_file():
                self.fail(f"{APP_DIR}/{path} is in the Sources phase but not on disk")
        for path in on_disk:
            if path not in listed:
                self.fail(f"{APP_DIR}/{path} is not in the {target.name} target's Sources phase")
        if not on_disk:
            self.fail(f"no Swift files under {APP_DIR}/{folder}")
        self.swift_count = getattr(self, "swift_count", 0) + len(on_disk)

    def check_package(self, target, products=PRODUCTS) -> None:
        root_object = self.obj(self.project["rootObject"])
        local = [self.obj(r) for r in root_object.get("packageReferences", [])]
        local = [r for r in local if r.isa == "XCLocalSwiftPackageReference"]
        repo_refs = [r for r in local
                     if (self.root / APP_DIR / str(r.get("relativePath", ""))).resolve() == self.root.resolve()]
        if len(repo_refs) != 1:
            self.fail('expected one XCLocalSwiftPackageReference ".." (the repository root) in packageReferences')
            return
        package_ref = repo_refs[0]
        manifest = self.root / "Package.swift"
        manifest_text = manifest.read_text() if manifest.is_file() else ""
        for product in products:
            self.check_product(target, product, package_ref, manifest_text)

    def check_product(self, target, product: str, package_ref, manifest_text: str) -> None:
        if not re.search(r'\.library\(\s*name:\s*"' + product + '"', manifest_text):
            self.fail(f"Package.swift at the repository root declares no library product {product}")
        deps = [self.obj(d) for d in target.get("packageProductDependencies", [])]
        deps = [d for d in deps if d.isa == "XCSwiftPackageProductDependency" and d.get("productName", "") == product]
        if len(deps) != 1:
            self.fail(f"target {target.name} has no XCSwiftPackageProductDependency on {product}")
            return
        dependency = deps[0]
        package = dependency.get("package", None)
        if package is not None and str(package) != package_ref.get_id():
            self.fail(f"the {product} dependency points at {package}, not the local package reference")
        linked = [f for f in self.phase_files(self.phase(target, "PBXFrameworksBuildPhase"))
                  if str(f.get("productRef", "")) == dependency.get_id()]
        if len(linked) != 1:
            self.fail(f"{product} is not linked in the Frameworks phase")

    def check_resources(self, target, parent: dict, settings: dict) -> None:
        resources = []
        for build_file in self.phase_files(self.phase(target, "PBXResourcesBuildPhase")):
            ref_id = build_file.get("fileRef", None)
            if ref_id is not None:
                resources.append(self.path_of(self.obj(ref_id), parent))
        catalogs = [p for p in resources if p is not None and p.suffix == ".xcassets"]
        if not catalogs:
            self.fail("no asset catalog in the Resources phase")
        app = self.root / APP_DIR
        names = {
            "AppIcon": ("appiconset", settings.get("ASSETCATALOG_COMPILER_APPICON_NAME")),
            "AccentColor": ("colorset", settings.get("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME")),
        }
        for name, (kind, setting) in names.items():
            if setting != name:
                self.fail(f"build setting for {name} is {setting!r}, expected {name!r}")
            if not any((app / c / f"{name}.{kind}" / "Contents.json").is_file() for c in catalogs):
                self.fail(f"no {name}.{kind} in the asset catalog")
        if any(p is not None and p.name == "Info.plist" for p in resources):
            self.fail("Info.plist must not be a resource (Xcode processes it through INFOPLIST_FILE)")

    def check_info_plist(self, settings: dict) -> None:
        generated = settings.get("GENERATE_INFOPLIST_FILE") == "YES"
        path = settings.get("INFOPLIST_FILE")
        info = {}
        if path:
            file = self.root / APP_DIR / path
            if not file.is_file():
                self.fail(f"INFOPLIST_FILE {path} does not exist")
                return
            with file.open("rb") as handle:
                info = plistlib.load(handle)
        elif not generated:
            self.fail("neither INFOPLIST_FILE nor GENERATE_INFOPLIST_FILE is set")
            return

        def value(key):
            return info.get(key, settings.get(f"INFOPLIST_KEY_{key}") if generated else None)

        scenes = (info.get("UIApplicationSceneManifest") or {}).get("UISceneConfigurations", {})
        roles = scenes.get("UIWindowSceneSessionRoleApplication") or []
        if not any(c.get("UISceneDelegateClassName") for c in roles):
            self.fail("Info.plist has no UIApplicationSceneManifest with a scene delegate")
        if value("UILaunchScreen") is None and value("UILaunchStoryboardName") is None \
                and settings.get("INFOPLIST_KEY_UILaunchScreen_Generation") != "YES":
            self.fail("Info.plist has no launch screen (UILaunchScreen or UILaunchStoryboardName)")
        for key in ("UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad"):
            orientations = value(key)
            if isinstance(orientations, str):
                orientations = orientations.split()
            if not orientations:
                self.fail(f"Info.plist has no {key}")
        ipad = value("UISupportedInterfaceOrientations~ipad") or []
        if isinstance(ipad, str):
            ipad = ipad.split()
        if ipad and len(set(ipad)) < 4:
            self.fail("iPad multitasking needs all four orientations in UISupportedInterfaceOrientations~ipad")

    def settings_by_configuration(self, owner) -> dict:
        """{configuration name: {setting: value}} for a target or the project."""
        result = {}
        for config_id in self.obj(owner.buildConfigurationList).buildConfigurations:
            config = self.obj(config_id)
            settings = config.buildSettings
            result[str(config.name)] = {str(k): settings[k] for k in settings.get_keys()}
        return result

    def check_settings(self, target) -> dict:
        """Checks the target's effective settings (project level, then target level) in every
        configuration and returns them merged over all configurations."""
        project_level = self.settings_by_configuration(self.obj(self.project["rootObject"]))
        merged = {}
        for name, settings in self.settings_by_configuration(target).items():
            effective = {**project_level.get(name, {}), **settings}
            if str(effective.get("IPHONEOS_DEPLOYMENT_TARGET")) != DEPLOYMENT_TARGET:
                self.fail(f"{name}: IPHONEOS_DEPLOYMENT_TARGET is "
                          f"{effective.get('IPHONEOS_DEPLOYMENT_TARGET')}, expected {DEPLOYMENT_TARGET}")
            if str(effective.get("TARGETED_DEVICE_FAMILY")) != "1,2":
                self.fail(f'{name}: TARGETED_DEVICE_FAMILY should be "1,2" (iPhone and iPad)')
            merged.update({k: v if isinstance(v, list) else str(v) for k, v in effective.items()})
        return merged

    def check_tv_settings(self, target) -> dict:
        """The tvOS target's effective settings: tvOS 16 on Apple TV, with its own Info.plist."""
        project_level = self.settings_by_configuration(self.obj(self.project["rootObject"]))
        merged = {}
        for name, settings in self.settings_by_configuration(target).items():
            effective = {**project_level.get(name, {}), **settings}
            expected = {"SDKROOT": "appletvos", "TVOS_DEPLOYMENT_TARGET": DEPLOYMENT_TARGET,
                        "TARGETED_DEVICE_FAMILY": "3"}
            for key, value in expected.items():
                if str(effective.get(key)) != value:
                    self.fail(f"{target.name} {name}: {key} is {effective.get(key)}, expected {value}")
            merged.update({k: v if isinstance(v, list) else str(v) for k, v in effective.items()})
        path = merged.get("INFOPLIST_FILE")
        file = self.root / APP_DIR / path if path else None
        if file is None or not file.is_file():
            self.fail(f"{target.name}: INFOPLIST_FILE {path} does not exist")
        else:
            with file.open("rb") as handle:
                info = plistlib.load(handle)
            if "UILaunchScreen" not in info and "UILaunchStoryboardName" not in info:
                self.fail(f"{target.name}: Info.plist has no launch screen")
        return merged

    def check_mac_settings(self, target) -> None:
        """The macOS target's effective settings: macOS 11, a generated Info.plist naming the
        principal class (the app is nib-less: its entry point builds the window and menu)."""
        project_level = self.settings_by_configuration(self.obj(self.project["rootObject"]))
        for name, settings in self.settings_by_configuration(target).items():
            effective = {**project_level.get(name, {}), **settings}
            expected = {"SDKROOT": "macosx", "MACOSX_DEPLOYMENT_TARGET": MAC_DEPLOYMENT_TARGET,
                        "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_NSPrincipalClass": "NSApplication"}
            for key, value in expected.items():
                if str(effective.get(key)) != value:
                    self.fail(f"{target.name} {name}: {key} is {effective.get(key)}, expected {value}")

    def check_scheme(self, target) -> None:
        schemes = list((self.root / PROJECT / "xcshareddata" / "xcschemes").glob("*.xcscheme"))
        ids = set()
        for scheme in schemes:
            for ref in ElementTree.parse(scheme).iter("BuildableReference"):
                ids.add(ref.get("BlueprintIdentifier"))
        if target.get_id() not in ids:
            self.fail(f"no shared scheme (xcshareddata/xcschemes) builds the {target.name} target")

    def target_named(self, name: str):
        found = [t for t in self.section("PBXNativeTarget") if str(t.name) == name]
        return found[0] if len(found) == 1 else None

    def check_test_target(self, spec, parent: dict) -> None:
        """A test target of Scripts/hosted_tests.py: type, sources, products, host and settings."""
        target = self.target_named(spec.name)
        fix = f"run {hosted_tests.SYNC_COMMAND}"
        if target is None:
            self.fail(f"no test target {spec.name} (host {spec.host}); {fix}")
            return
        if str(target.get("productType", "")) != spec.product_type:
            self.fail(f"target {spec.name} is a {target.get('productType', '')}, expected {spec.product_type}")
        host = self.target_named(spec.host)
        # Sources: every file the folders hold now, once; nothing else.
        listed = []
        for build_file in self.phase_files(self.phase(target, "PBXSourcesBuildPhase")):
            ref_id = build_file.get("fileRef", None)
            path = self.path_of(self.obj(ref_id), parent) if ref_id is not None else None
            if path is None:
                self.fail(f"target {spec.name}: a Sources entry ({build_file.get_id()}) has no file in the repository")
                continue
            resolved = (self.root / APP_DIR / path).resolve()
            try:
                listed.append(str(resolved.relative_to(self.root.resolve())))
            except ValueError:
                self.fail(f"target {spec.name}: {path} is outside the repository")
        expected = hosted_tests.expected_sources(spec, self.root)
        for file in expected:
            if file not in listed:
                self.fail(f"{file} is not in the {spec.name} target's Sources phase; {fix}")
        for file in sorted(set(listed)):
            if listed.count(file) > 1:
                self.fail(f"{file} is in the {spec.name} target's Sources phase {listed.count(file)} times; {fix}")
            if file not in expected:
                self.fail(f"{file} is in the {spec.name} target's Sources phase but not on disk; {fix}")
        if not expected:
            self.fail(f"no Swift files for the {spec.name} target")
        self.test_file_count = getattr(self, "test_file_count", 0) + len(expected)
        self.check_package(target, spec.products)
        # The host: a dependency on the app, and every configuration loading the bundle into it.
        dependencies = [self.obj(d) for d in target.get("dependencies", [])]
        if host is None or not any(str(d.get("target", "")) == host.get_id() for d in dependencies):
            self.fail(f"target {spec.name} does not depend on its app {spec.host}")
        project_level = self.settings_by_configuration(self.obj(self.project["rootObject"]))
        for name, settings in self.settings_by_configuration(target).items():
            effective = {**project_level.get(name, {}), **settings}
            for key, value in {**hosted_tests.COMMON_SETTINGS, **spec.settings}.items():
                if str(effective.get(key)) != value:
                    self.fail(f"{spec.name} {name}: {key} is {effective.get(key)}, expected {value}")
            if spec.product_type == hosted_tests.UNIT:
                test_host = str(effective.get("TEST_HOST", ""))
                if f"/{spec.host}.app/" not in test_host or not test_host.endswith(f"/{spec.host}"):
                    self.fail(f"{spec.name} {name}: TEST_HOST {test_host!r} is not the {spec.host} app's executable")
        if host is not None:
            self.check_same_deployment(spec, target, host)
        self.check_test_scheme(target)

    def check_same_deployment(self, spec, target, host) -> None:
        """The bundle's deployment target is its host app's (it loads into that app)."""
        project_level = self.settings_by_configuration(self.obj(self.project["rootObject"]))
        host_settings = self.settings_by_configuration(host)
        for name, settings in self.settings_by_configuration(target).items():
            mine = {**project_level.get(name, {}), **settings}
            theirs = {**project_level.get(name, {}), **host_settings.get(name, {})}
            key = {"iphoneos": "IPHONEOS_DEPLOYMENT_TARGET", "appletvos": "TVOS_DEPLOYMENT_TARGET",
                   "macosx": "MACOSX_DEPLOYMENT_TARGET"}.get(str(mine.get("SDKROOT")))
            if key is None:
                self.fail(f"{spec.name} {name}: SDKROOT {mine.get('SDKROOT')} is none of iphoneos, appletvos, macosx")
            elif str(mine.get(key)) != str(theirs.get(key)):
                self.fail(f"{spec.name} {name}: {key} {mine.get(key)} differs from {spec.host}'s {theirs.get(key)}")

    def check_test_scheme(self, target) -> None:
        schemes = (self.root / PROJECT / "xcshareddata" / "xcschemes").glob("*.xcscheme")
        for scheme in schemes:
            for testable in ElementTree.parse(scheme).iter("TestableReference"):
                if testable.get("skipped") == "YES":
                    continue
                if any(r.get("BlueprintIdentifier") == target.get_id() for r in testable.iter("BuildableReference")):
                    return
        self.fail(f"no shared scheme (xcshareddata/xcschemes) tests the {target.name} target; "
                  f"run {hosted_tests.SYNC_COMMAND}")

    def check_catalyst_host(self) -> None:
        host = self.target_named(hosted_tests.CATALYST_HOST)
        if host is None:
            return
        for name, settings in self.settings_by_configuration(host).items():
            if str(settings.get("SUPPORTS_MACCATALYST")) != "YES":
                self.fail(f"{host.name} {name}: SUPPORTS_MACCATALYST must be YES (it hosts the Mac Catalyst tests)")

    def run(self) -> int:
        self.check_version()
        target, tv, mac = self.app_targets()
        parent = self.parents()
        if target is not None:
            settings = self.check_settings(target)
            self.check_sources(target, parent, skip=(TV_DIR, MAC_DIR))
            self.check_package(target)
            self.check_resources(target, parent, settings)
            self.check_info_plist(settings)
            self.check_scheme(target)
        if tv is not None:
            self.check_tv_settings(tv)
            self.check_sources(tv, parent, folder=TV_DIR)
            self.check_package(tv, TV_PRODUCTS)
            self.check_scheme(tv)
        if mac is not None:
            self.check_mac_settings(mac)
            self.check_sources(mac, parent, folder=MAC_DIR)
            self.check_package(mac, MAC_PRODUCTS)
            self.check_scheme(mac)
        for spec in hosted_tests.TEST_TARGETS:
            self.check_test_target(spec, parent)
        self.check_catalyst_host()
        if self.problems:
            for problem in self.problems:
                print(f"check-example-project: {problem}", file=sys.stderr)
            return 1
        print(f"check-example-project: ok ({self.swift_count} Swift files in the iOS, tvOS and macOS apps, "
              f"{', '.join(PRODUCTS)} from the local package; {len(hosted_tests.TEST_TARGETS)} test targets "
              f"compiling {getattr(self, 'test_file_count', 0)} files)")
        return 0


def main(argv: list[str]) -> int:
    root = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent.parent
    if not (root / PROJECT / "project.pbxproj").is_file():
        print(f"check-example-project: no {PROJECT}/project.pbxproj under {root}", file=sys.stderr)
        return 1
    return Checker(root).run()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
