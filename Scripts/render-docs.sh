#!/usr/bin/env bash
# Renders Docs/Images/<type>.svg for every carousel type with carousel-preview, and copies them into
# the DocC catalog's Resources (Sources/CarouselCore/CarouselCore.docc/Resources), where the
# articles show them.
# Each picture: 12 items of 200×200 pt in 800×500 pt bounds, at a scroll offset that shows the
# type's shape (the belt and the shelf get the proportions they are made for). Types without an
# entry below (added later) get scroll offset 5. Time Machine is shown at item 9: its later items
# fade out in front of the current one (fadeMax 0), so at offset 0 it shows a single card.
# The custom picture is a keyframe path (the same one as Docs/Images/custom.json and the
# "Custom Paths" article).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product carousel-preview
preview() { swift run --skip-build carousel-preview "$@"; }

mkdir -p Docs/Images
for type in $(preview --list-types); do
  case "$type" in
    linear)              flags=(--offset 5.5) ;;
    rotary)              flags=(--offset 3.3) ;;
    invertedRotary)      flags=(--offset 3.3) ;;
    cylinder)            flags=(--offset 3.3) ;;
    invertedCylinder)    flags=(--offset 3.3) ;;
    wheel)               flags=(--offset 3.3) ;;
    invertedWheel)       flags=(--offset 3.3) ;;
    coverFlow)           flags=(--offset 5) ;;
    coverFlow2)          flags=(--offset 5.3 --toggle 0.5) ;;
    timeMachine)         flags=(--offset 9) ;;
    custom)              flags=(--offset 5 --scene Docs/Images/custom.json) ;;
    invertedTimeMachine) flags=(--offset 2) ;;
    conveyorBelt)        flags=(--offset 5.4 --bounds 500x800 --item-size 320x200) ;;
    shelf)               flags=(--offset 2 --bounds 800x300 --item-size 150x200 --option itemsPerScreen=4.5 --option leadingMargin=20) ;;
    *)                   flags=(--offset 5) ;;
  esac
  preview "$type" --items 12 --item-size 200x200 --bounds 800x500 "${flags[@]}" -o "Docs/Images/$type.svg"
  echo "Docs/Images/$type.svg"
done

resources=Sources/CarouselCore/CarouselCore.docc/Resources
mkdir -p "$resources"
cp Docs/Images/*.svg "$resources/"
echo "$resources/*.svg"
