#if os(macOS)  // the ExampleMac target's sources; type-checks that take ExampleApp/ whole for iOS skip them
import AppKit
import CarouselAppKit

/// The options bar: type, item count, wrap, vertical, spacing, perspective, autoscroll and
/// mouse dragging, each applied to the layout or the controller as it changes.
@available(macOS 11.0, *)
final class MacOptionsView: NSStackView {
    private weak var layout: CarouselCollectionViewLayout?
    private weak var controller: CarouselController?
    private var reload: ((Int) -> Void)?

    private let typePopUp = NSPopUpButton()
    private let countField = NSTextField(string: "24")
    private let wrap = NSButton(checkboxWithTitle: "Wrap", target: nil, action: nil)
    private let vertical = NSButton(checkboxWithTitle: "Vertical", target: nil, action: nil)
    private let dragging = NSButton(checkboxWithTitle: "Click-drag", target: nil, action: nil)
    private let spacingSlider = NSSlider(value: 1, minValue: 0.5, maxValue: 2, target: nil, action: nil)
    private let perspective = NSSlider(value: 500, minValue: 200, maxValue: 2000, target: nil, action: nil)
    private let autoscroll = NSSlider(value: 0, minValue: -2, maxValue: 2, target: nil, action: nil)

    /// Connects the controls to a layout and its controller; `reload` replaces the cards.
    func bind(layout: CarouselCollectionViewLayout, controller: CarouselController, reload: @escaping (Int) -> Void) {
        self.layout = layout
        self.controller = controller
        self.reload = reload
        orientation = .horizontal
        spacing = 14
        typePopUp.addItems(withTitles: CarouselType.allCases.map { "\($0)" })
        typePopUp.selectItem(withTitle: "\(layout.type)")
        wrap.state = layout.options.wrap == true ? .on : .off
        countField.alignment = .right
        countField.widthAnchor.constraint(equalToConstant: 44).isActive = true
        for slider in [spacingSlider, perspective, autoscroll] {
            slider.widthAnchor.constraint(equalToConstant: 90).isActive = true
        }
        for control in [typePopUp, countField, wrap, vertical, dragging, spacingSlider, perspective, autoscroll]
            as [NSControl]
        {
            control.target = self
            control.action = #selector(changed(_:))
        }
        for view in [
            typePopUp, label("Cards"), countField, wrap, vertical, label("Spacing"), spacingSlider,
            label("Perspective"),
            perspective, label("Autoscroll"), autoscroll, dragging,
        ] as [NSView] {
            addArrangedSubview(view)
        }
    }

    private func label(_ text: String) -> NSTextField {
        let label = NSTextField(labelWithString: text)
        label.textColor = .secondaryLabelColor
        return label
    }

    @objc private func changed(_ sender: NSControl) {
        guard let layout, let controller else { return }
        switch sender {
        case typePopUp:
            if let title = typePopUp.titleOfSelectedItem,
                let type = CarouselType.allCases.first(where: { "\($0)" == title })
            {
                layout.type = type
            }
        case countField:
            reload?(max(0, min(10_000, countField.integerValue)))
        case wrap:
            layout.options.wrap = wrap.state == .on
        case vertical:
            layout.isVertical = vertical.state == .on
        case spacingSlider:
            layout.options.spacing = spacingSlider.doubleValue
        case perspective:
            layout.perspective = -1 / CGFloat(perspective.doubleValue)
        case autoscroll:
            controller.autoscrollSpeed = abs(autoscroll.doubleValue) < 0.1 ? 0 : autoscroll.doubleValue
        case dragging:
            controller.allowsMouseDragging = dragging.state == .on
        default:
            break
        }
    }
}
#endif
