import UIKit

/// The options panel: every setting of one carousel, bound live (see ``OptionCatalog``).
///
/// Shown as a popover on iPad and a half-height sheet on iPhone, both leaving the carousel usable.
@available(iOS 16.0, *)
final class OptionsViewController: UITableViewController {
    private unowned let carousel: CarouselViewController
    private var sections: [OptionSection] = []

    /// A panel for `carousel`.
    init(carousel: CarouselViewController) {
        self.carousel = carousel
        super.init(style: .insetGrouped)
        title = "Options"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in
                self?.dismiss(animated: true)
            })
        tableView.register(SwitchOptionCell.self, forCellReuseIdentifier: SwitchOptionCell.reuseIdentifier)
        tableView.register(SliderOptionCell.self, forCellReuseIdentifier: SliderOptionCell.reuseIdentifier)
        tableView.register(SegmentsOptionCell.self, forCellReuseIdentifier: SegmentsOptionCell.reuseIdentifier)
        tableView.register(MenuOptionCell.self, forCellReuseIdentifier: MenuOptionCell.reuseIdentifier)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Action")
        reload()
    }

    /// Rebuilds every row from the carousel's current settings.
    func reload() {
        sections = OptionCatalog.sections(for: carousel) { [weak self] in self?.reload() }
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        switch row.control {
        case .toggle(let get, let set):
            let cell =
                tableView.dequeueReusableCell(withIdentifier: SwitchOptionCell.reuseIdentifier, for: indexPath)
                as! SwitchOptionCell
            cell.configure(title: row.title, get: get, set: set)
            return cell
        case .number(let binding):
            let cell =
                tableView.dequeueReusableCell(withIdentifier: SliderOptionCell.reuseIdentifier, for: indexPath)
                as! SliderOptionCell
            cell.configure(title: row.title, binding: binding)
            return cell
        case .segments(let titles, let get, let set):
            let cell =
                tableView.dequeueReusableCell(withIdentifier: SegmentsOptionCell.reuseIdentifier, for: indexPath)
                as! SegmentsOptionCell
            cell.configure(title: row.title, titles: titles, get: get, set: set)
            return cell
        case .menu(let titles, let get, let set):
            let cell =
                tableView.dequeueReusableCell(withIdentifier: MenuOptionCell.reuseIdentifier, for: indexPath)
                as! MenuOptionCell
            cell.configure(title: row.title, titles: titles, get: get, set: set)
            return cell
        case .action:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Action", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            content.textProperties.color = .tintColor
            cell.contentConfiguration = content
            cell.accessibilityTraits = AccessibilityTraits.button
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        if case .action = sections[indexPath.section].rows[indexPath.row].control { return true }
        return false
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if case .action(let perform) = sections[indexPath.section].rows[indexPath.row].control { perform() }
    }
}
