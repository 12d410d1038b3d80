#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

// A hardware keyboard on iPad and Mac Catalyst: ←/→ (↑/↓ when vertical), Home/End and Page
// Up/Page Down, ahead of the focus system's own handling while the carousel holds focus.

extension CarouselController {
    /// The carousel's key commands while it holds focus (empty otherwise): arrows along the
    /// scroll axis move one item (physically: ← goes to the card on the left, also right to left),
    /// Home and End go to the first and last item, Page Up and Page Down move by the items that fit.
    /// On iOS 15 and later they take priority over the focus system's own arrow handling
    /// (`wantsPriorityOverSystemBehavior`), and focus follows the carousel when it rests.
    ///
    /// Return them from your view controller's `keyCommands`, or let
    /// ``installKeyCommands(in:)`` add and remove them as focus comes and goes:
    ///
    /// ```swift
    /// override var keyCommands: [UIKeyCommand]? { carousel.keyCommands }
    /// ```
    ///
    /// On tvOS it is empty: the remote and keyboards reach the carousel through focus.
    public var keyCommands: [UIKeyCommand] {
        #if os(tvOS)
        return []
        #else
        var inputs: [CarouselKey: String] = [
            .left: UIKeyCommand.inputLeftArrow, .right: UIKeyCommand.inputRightArrow,
            .up: UIKeyCommand.inputUpArrow, .down: UIKeyCommand.inputDownArrow,
            .pageUp: UIKeyCommand.inputPageUp, .pageDown: UIKeyCommand.inputPageDown,
        ]
        if #available(iOS 13.4, tvOS 13.4, *) {
            inputs[.home] = UIKeyCommand.inputHome
            inputs[.end] = UIKeyCommand.inputEnd
        }
        let keys = engine.commandKeys.compactMap { key in inputs[key].map { ($0, key) } }
        let owner = keyCommandOwner
        return keys.map { input, key in
            let command = UIKeyCommand(
                title: "", image: nil, action: #selector(UIResponder.carouselPerformKeyCommand(_:)), input: input,
                modifierFlags: [],
                propertyList: KeyCommandAddress(owner: owner, key: key).propertyList,
                alternates: [], discoverabilityTitle: nil, attributes: [], state: .off)
            if #available(iOS 15.0, *) { command.wantsPriorityOverSystemBehavior = true }
            return command
        }
        #endif
    }

    /// Adds ``keyCommands`` to `viewController` while the carousel holds focus and removes them
    /// when focus leaves, so no subclass is needed (`UIViewController.addKeyCommand(_:)`).
    public func installKeyCommands(in viewController: UIViewController) {
        keyCommandHost = viewController
        updateInstalledKeyCommands()
    }

    /// Brings the installed commands in line with focus and the axis.
    func updateInstalledKeyCommands() {
        guard let host = keyCommandHost else { return }
        for command in installedKeyCommands { host.removeKeyCommand(command) }
        installedKeyCommands = keyCommands
        for command in installedKeyCommands { host.addKeyCommand(command) }
    }

    /// Removes the installed commands (the controller is handing its collection view over).
    func uninstallKeyCommands() {
        guard let host = keyCommandHost else { return }
        for command in installedKeyCommands { host.removeKeyCommand(command) }
        installedKeyCommands = []
        keyCommandHost = nil
    }

    /// The name this controller's commands carry, to find it again.
    var keyCommandOwner: String {
        KeyCommandRoute.register(self)
    }

    /// A key command of this controller fired: the engine moves (or refuses, when the key leads
    /// nowhere; the press is spent either way).
    func perform(_ key: CarouselKey) {
        layout?.prepareForScrolling()
        feed(.key(key))
    }
}

/// Finds the controller a key command belongs to: commands travel the responder chain and carry
/// only a property list.
@MainActor
enum KeyCommandRoute {
    /// Live controllers by name, held weakly.
    private static var owners: [String: Weak] = [:]

    private struct Weak {
        weak var controller: CarouselController?
    }

    /// Registers `controller` and returns its name.
    static func register(_ controller: CarouselController) -> String {
        let name = String(UInt(bitPattern: ObjectIdentifier(controller).hashValue))
        owners = owners.filter { $0.value.controller != nil }
        owners[name] = Weak(controller: controller)
        return name
    }

    /// Delivers a command to its controller.
    static func deliver(_ command: UIKeyCommand) {
        guard let address = KeyCommandAddress(propertyList: command.propertyList),
            let controller = owners[address.owner]?.controller
        else { return }
        controller.perform(address.key)
    }
}

extension UIResponder {
    /// The action of ``CarouselController/keyCommands``: whichever responder the command
    /// reaches first hands it to the carousel it came from.
    @objc func carouselPerformKeyCommand(_ sender: UIKeyCommand) {
        KeyCommandRoute.deliver(sender)
    }
}
#endif
