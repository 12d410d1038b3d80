#!/usr/bin/env python3
"""Writes the example project's test targets (Scripts/hosted_tests.py) into
ExampleApp/ExampleApp.xcodeproj: creates a missing target with its build phases, settings, package
products, host dependency and shared scheme, adds every Swift file its folders hold now to its
Sources phase, and drops the files that are gone. Run it after adding, moving or deleting a file
under Tests/CarouselAppleTests/ (Scripts/check-example-project.py fails until then).

Usage: python3 Scripts/sync-hosted-tests.py [repository root]     (needs `pip install pbxproj`)
Prints what it changed; running it twice changes nothing the second time. Object ids are derived
from names, so two people adding the same file write the same ids."""
import hashlib
import sys
from pathlib import Path, PurePosixPath

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hosted_tests as spec  # noqa: E402

try:
    from pbxproj import PBXGenericObject, XcodeProject
    from pbxproj.PBXKey import PBXKey
except ImportError:
    print("sync-hosted-tests: the pbxproj package is missing (pip install pbxproj)", file=sys.stderr)
    sys.exit(2)

APP_DIR = "ExampleApp"  # the project's folder: group paths are relative to it


def object_id(*parts: str) -> str:
    """A stable 24-digit object id for a name (prefix CB: no clash with the hand-written ids)."""
    return "CB" + hashlib.md5("/".join(parts).encode()).hexdigest()[:22].upper()


class Sync:
    def __init__(self, root: Path):
        self.root = root
        self.path = root / spec.PROJECT / "project.pbxproj"
        self.project = XcodeProject.load(str(self.path))
        self.objects = self.project.objects
        self.changes: list[str] = []

    def obj(self, key):
        return self.objects[str(key)]

    def add(self, key: str, fields: dict):
        if self.objects[key] is None:
            self.objects.parse({key: fields})
        return self.objects[key]

    @staticmethod
    def append(owner, attribute: str, key: str) -> None:
        """Appends an object id to a list of `owner`, as an id that prints with its comment."""
        owner[attribute].append(PBXKey(key, owner))

    def root_object(self):
        return self.obj(self.project["rootObject"])

    def target_named(self, name: str):
        for target in self.objects.get_objects_in_section("PBXNativeTarget"):
            if str(target.name) == name:
                return target
        return None

    def package_reference(self) -> str:
        for ref in self.root_object().get("packageReferences", []):
            if self.obj(ref).isa == "XCLocalSwiftPackageReference":
                return str(ref)
        raise SystemExit("sync-hosted-tests: the project has no local package reference")

    # -- groups and files ---------------------------------------------------------------------

    def group_for(self, folder: str):
        """The group for a repository folder (a chain of groups from the main group, the top one
        with a path relative to ExampleApp/), made when missing."""
        parts = PurePosixPath(folder).parts
        # The top group is the source folder (e.g. Tests/CarouselAppleTests); below it, one group per folder.
        top = None
        for source in (spec.SHARED_TESTS, spec.SIMULATION, spec.UI_TESTS):
            if folder == source.folder or folder.startswith(source.folder + "/"):
                top = source.folder
        if top is None:
            raise SystemExit(f"sync-hosted-tests: {folder} is in no test source folder")
        main = self.obj(self.root_object().mainGroup)
        key = object_id("group", top)
        group = self.add(key, {"isa": "PBXGroup", "children": [], "name": PurePosixPath(top).name,
                               "path": f"../{top}", "sourceTree": "<group>"})
        if not main.has_child(key):
            products = [c for c in main.children if self.obj(c).get("name", None) == "Products"]
            index = main.children.index(products[0]) if products else len(main.children)
            main.children.insert(index, PBXKey(key, main))
        rest = parts[len(PurePosixPath(top).parts):]
        path = top
        for part in rest:
            path = f"{path}/{part}"
            key = object_id("group", path)
            child = self.add(key, {"isa": "PBXGroup", "children": [], "path": part, "sourceTree": "<group>"})
            if not group.has_child(key):
                self.append(group, "children", key)
            group = child
        return group

    def file_reference(self, file: str) -> str:
        path = PurePosixPath(file)
        key = object_id("file", file)
        group = self.group_for(str(path.parent))
        self.add(key, {"isa": "PBXFileReference", "lastKnownFileType": "sourcecode.swift",
                       "path": path.name, "sourceTree": "<group>"})
        if not group.has_child(key):
            self.append(group, "children", key)
        return key

    # -- targets ------------------------------------------------------------------------------

    def make_target(self, target: spec.TestTarget):
        name = target.name
        host = self.target_named(target.host)
        if host is None:
            raise SystemExit(f"sync-hosted-tests: no app target {target.host}")
        package = self.package_reference()
        product = object_id(name, "product")
        self.add(product, {"isa": "PBXFileReference", "explicitFileType": "wrapper.cfbundle",
                           "includeInIndex": "0", "path": f"{name}.xctest", "sourceTree": "BUILT_PRODUCTS_DIR"})
        products_group = self.obj(self.root_object().productRefGroup)
        if not products_group.has_child(product):
            self.append(products_group, "children", product)
        phases = []
        for isa, label in (("PBXSourcesBuildPhase", "sources"), ("PBXFrameworksBuildPhase", "frameworks"),
                           ("PBXResourcesBuildPhase", "resources")):
            key = object_id(name, label)
            self.add(key, {"isa": isa, "buildActionMask": "2147483647", "files": [],
                           "runOnlyForDeploymentPostprocessing": "0"})
            phases.append(key)
        dependencies = []
        for product_name in target.products:
            dependency = object_id(name, "package", product_name)
            self.add(dependency, {"isa": "XCSwiftPackageProductDependency", "package": package,
                                  "productName": product_name})
            dependencies.append(dependency)
            build_file = object_id(name, "link", product_name)
            self.add(build_file, {"isa": "PBXBuildFile", "productRef": dependency})
            self.append(self.obj(phases[1]), "files", build_file)
        configs = []
        for configuration in ("Debug", "Release"):
            key = object_id(name, "configuration", configuration)
            settings = {**spec.COMMON_SETTINGS, **target.settings,
                        "PRODUCT_BUNDLE_IDENTIFIER": f"com.example.Carousel.{name}"}
            self.add(key, {"isa": "XCBuildConfiguration", "buildSettings": settings, "name": configuration})
            configs.append(key)
        config_list = object_id(name, "configurations")
        self.add(config_list, {"isa": "XCConfigurationList", "buildConfigurations": configs,
                               "defaultConfigurationIsVisible": "0", "defaultConfigurationName": "Release"})
        proxy = object_id(name, "proxy")
        self.add(proxy, {"isa": "PBXContainerItemProxy", "containerPortal": self.project["rootObject"],
                         "proxyType": "1", "remoteGlobalIDString": host.get_id(), "remoteInfo": target.host})
        dependency = object_id(name, "dependency")
        self.add(dependency, {"isa": "PBXTargetDependency", "target": host.get_id(), "targetProxy": proxy})
        key = object_id(name, "target")
        self.add(key, {"isa": "PBXNativeTarget", "buildConfigurationList": config_list, "buildPhases": phases,
                       "buildRules": [], "dependencies": [dependency], "name": name,
                       "packageProductDependencies": dependencies, "productName": name,
                       "productReference": product, "productType": target.product_type})
        root = self.root_object()
        self.append(root, "targets", key)
        attributes = root.attributes.TargetAttributes
        attributes[key] = PBXGenericObject(attributes).parse(
            {"CreatedOnToolsVersion": "16.0", "TestTargetID": host.get_id()})
        self.changes.append(f"added target {name} (host {target.host})")
        return self.obj(key)

    def sync_sources(self, target: spec.TestTarget, native) -> None:
        phase = next(self.obj(p) for p in native.buildPhases if self.obj(p).isa == "PBXSourcesBuildPhase")
        wanted = spec.expected_sources(target, self.root)
        listed = {}
        for build_file in list(phase.files):
            ref = self.obj(build_file).get("fileRef", None)
            listed[str(ref)] = str(build_file)
        wanted_refs = set()
        for file in wanted:
            ref = self.file_reference(file)
            wanted_refs.add(ref)
            if ref not in listed:
                build_file = object_id(target.name, "compile", file)
                self.add(build_file, {"isa": "PBXBuildFile", "fileRef": ref})
                self.append(phase, "files", build_file)
                self.changes.append(f"{target.name}: added {file}")
        for ref, build_file in listed.items():
            if ref not in wanted_refs:
                phase.files.remove(build_file)
                del self.objects[build_file]
                self.changes.append(f"{target.name}: dropped {self.obj(ref).path if self.obj(ref) else ref}")

    def drop_stale_references(self) -> None:
        """File references under the test folders whose file is gone, and groups left empty."""
        used = {str(b.get("fileRef", "")) for b in self.objects.get_objects_in_section("PBXBuildFile")}
        for source in (spec.SHARED_TESTS, spec.SIMULATION, spec.UI_TESTS):
            top = self.objects[object_id("group", source.folder)]
            if top is not None:
                self.prune(top, used)

    def prune(self, group, used: set) -> bool:
        """Drops unused file references and empty groups under `group`; whether it is empty now."""
        for child in list(group.children):
            node = self.obj(child)
            if node.isa == "PBXGroup":
                if self.prune(node, used):
                    group.children.remove(child)
                    del self.objects[str(child)]
            elif str(child) not in used:
                group.children.remove(child)
                del self.objects[str(child)]
        return len(group.children) == 0

    def catalyst_host(self) -> None:
        host = self.target_named(spec.CATALYST_HOST)
        for config in self.obj(host.buildConfigurationList).buildConfigurations:
            settings = self.obj(config).buildSettings
            if str(settings["SUPPORTS_MACCATALYST"]) != "YES":
                settings["SUPPORTS_MACCATALYST"] = "YES"
                self.changes.append(f"{spec.CATALYST_HOST}: SUPPORTS_MACCATALYST = YES ({self.obj(config).name})")

    def run(self) -> int:
        for target in spec.TEST_TARGETS:
            native = self.target_named(target.name) or self.make_target(target)
            self.sync_sources(target, native)
            write_scheme(self.root, target, native.get_id(), self.target_named(target.host))
        self.drop_stale_references()
        self.catalyst_host()
        if self.changes:
            self.project.save()
        for change in self.changes:
            print(f"sync-hosted-tests: {change}")
        print(f"sync-hosted-tests: {len(self.changes)} change(s) to {spec.PROJECT}")
        return 0


SCHEME = """<?xml version="1.0" encoding="UTF-8"?>
<Scheme
   LastUpgradeVersion = "1600"
   version = "1.7">
   <BuildAction
      parallelizeBuildables = "YES"
      buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "YES"
            buildForProfiling = "NO"
            buildForArchiving = "NO"
            buildForAnalyzing = "YES">
{host}
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <TestAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      shouldUseLaunchSchemeArgsEnv = "YES">
      <Testables>
         <TestableReference
            skipped = "NO">
{test}
         </TestableReference>
      </Testables>
   </TestAction>
   <LaunchAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      launchStyle = "0"
      useCustomWorkingDirectory = "NO"
      ignoresPersistentStateOnLaunch = "NO"
      debugDocumentVersioning = "YES"
      debugServiceExtension = "internal"
      allowLocationSimulation = "YES">
   </LaunchAction>
   <ProfileAction
      buildConfiguration = "Release"
      shouldUseLaunchSchemeArgsEnv = "YES"
      savedToolIdentifier = ""
      useCustomWorkingDirectory = "NO"
      debugDocumentVersioning = "YES">
   </ProfileAction>
   <AnalyzeAction
      buildConfiguration = "Debug">
   </AnalyzeAction>
   <ArchiveAction
      buildConfiguration = "Release"
      revealArchiveInOrganizer = "YES">
   </ArchiveAction>
</Scheme>
"""


def reference(indent: str, blueprint: str, product: str, name: str) -> str:
    return (f'{indent}<BuildableReference\n'
            f'{indent}   BuildableIdentifier = "primary"\n'
            f'{indent}   BlueprintIdentifier = "{blueprint}"\n'
            f'{indent}   BuildableName = "{product}"\n'
            f'{indent}   BlueprintName = "{name}"\n'
            f'{indent}   ReferencedContainer = "container:ExampleApp.xcodeproj">\n'
            f'{indent}</BuildableReference>')


def write_scheme(root: Path, target: spec.TestTarget, target_id: str, host) -> None:
    """The target's shared scheme: builds the host app and the bundle, tests the bundle."""
    indent = " " * 12
    text = SCHEME.format(
        host=reference(indent, host.get_id(), f"{target.host}.app", target.host),
        test=reference(indent, target_id, f"{target.name}.xctest", target.name))
    path = root / spec.PROJECT / "xcshareddata" / "xcschemes" / f"{target.name}.xcscheme"
    if not path.is_file() or path.read_text() != text:
        path.write_text(text)
        print(f"sync-hosted-tests: wrote {path.relative_to(root)}")


def main(argv: list[str]) -> int:
    root = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent.parent
    return Sync(root).run()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
