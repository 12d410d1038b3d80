#!/usr/bin/env bash
# Renders the gallery with carousel-preview: a still Docs/Images/<type>.svg for every carousel
# type and an animated Docs/Images/<type>-motion.svg for every type with a scene file
# Docs/Images/<type>-motion.json; then copies the stills into the DocC catalog's Resources
# (Sources/CarouselCore/CarouselCore.docc/Resources), where the articles show them (no article
# shows a motion picture, so those stay in Docs/Images).
#
# Every picture is 12 items in bounds of 800×500 points (so the README's gallery, which shows them at
# one width, has rows of equal height), drawn whole and legible (item size, points):
#   linear               200×200   (a strip: it runs past both edges)
#   rotary               200×200
#   invertedRotary       90×90     (its near side comes toward you and grows: whole at every
#                                  offset of its turn)
#   cylinder             200×200
#   invertedCylinder     90×90     (as invertedRotary)
#   wheel                90×90, focus point (0.5, 0.18): the wheel's hub in the middle
#   invertedWheel        90×90, focus point (0.5, 0.82): the wheel's hub in the middle
#   coverFlow            200×200
#   coverFlow2           200×200
#   timeMachine          200×200
#   invertedTimeMachine  200×200
#   custom               200×200   (the keyframe path of Docs/Images/custom.json)
#   conveyorBelt         300×170   (vertical, the belt's own axis, in the landscape frame)
#   shelf                150×250, itemsPerScreen 4.5, leadingMargin 20
#   pagerCrossFading, pagerZoomOut, pagerDepth, pagerCubic
#                        400×300   (FSPagerView's examples page full-size items; half the
#                                  bounds shows the neighbours too)
#   pagerOverlap, pagerLinear
#                        300×240
#   pagerCoverFlow       220×170   (FSPagerView's example's size)
#   pagerFerrisWheel     140×110, focus point (0.5, 0.35): the arch in the picture
#   pagerInvertedFerrisWheel
#                        140×110, focus point (0.5, 0.65): the bowl in the picture
# The stills (for the articles) have their caption band below the bounds; the motion pictures
# (for the README's gallery, where a caption would be a few pixels of grey) have none
# (--no-caption): the README says what each shows.
# Types without an entry below (added later) get 200×200 in 800×500.
#
# Stills: each at a scroll offset that shows the type's shape; types without an entry get offset
# 5. The pager styles are shown between two pages: at 5.3, 5.4 for cross fading and depth, 5.05
# for zoom out (whose pages reach their smallest scale 0.15 from the centre). Time Machine is
# shown at item 9: its later items fade out in front of the current one (fadeMax 0), so at offset
# 0 it shows a single card.
#
# Motion (Docs/Images/<type>-motion.json, the sizes above applied on top; each loops without a seam):
#   the circular types (rotary, cylinder, wheel and their inverted forms), which wrap, autoscroll at
#   2 items/s for 6 s: a whole turn of 12 items, so the loop's end is its start (replayed at 40 Hz,
#   drawn at 20 frames a second, which keeps a picture full of cards under 300 KB);
#   the others, which do not wrap, are swiped forward by a finger (its circle drawn), come to rest,
#   and are swiped back to where they started (timeMachine back first, from item 9), resting
#   0.6 s before the loop starts over (replayed at 60 Hz, drawn at 30 frames a second); the pager
#   styles FSPagerView's examples page (cross fading, zoom out, depth, cubic) page one item a swipe
#   (pagingEnabled, FSPagerView's decelerationDistance 1).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product carousel-preview
preview() { swift run --skip-build carousel-preview "$@"; }

mkdir -p Docs/Images
for type in $(preview --list-types); do
  case "$type" in
    invertedRotary|invertedCylinder) sizes=(--item-size 90x90 --bounds 800x500) ;;
    wheel)         sizes=(--item-size 90x90 --bounds 800x500 --focus-point 0.5,0.18) ;;
    invertedWheel) sizes=(--item-size 90x90 --bounds 800x500 --focus-point 0.5,0.82) ;;
    conveyorBelt)  sizes=(--item-size 300x170 --bounds 800x500) ;;
    shelf)         sizes=(--item-size 150x250 --bounds 800x500 --option itemsPerScreen=4.5 --option leadingMargin=20) ;;
    pagerCrossFading|pagerZoomOut|pagerDepth|pagerCubic) sizes=(--item-size 400x300 --bounds 800x500) ;;
    pagerOverlap|pagerLinear) sizes=(--item-size 300x240 --bounds 800x500) ;;
    pagerCoverFlow) sizes=(--item-size 220x170 --bounds 800x500) ;;
    pagerFerrisWheel) sizes=(--item-size 140x110 --bounds 800x500 --focus-point 0.5,0.35) ;;
    pagerInvertedFerrisWheel) sizes=(--item-size 140x110 --bounds 800x500 --focus-point 0.5,0.65) ;;
    *)             sizes=(--item-size 200x200 --bounds 800x500) ;;
  esac
  case "$type" in
    linear)              still=(--offset 5.5) ;;
    rotary|invertedRotary|cylinder|invertedCylinder|wheel|invertedWheel) still=(--offset 3.3) ;;
    coverFlow)           still=(--offset 5) ;;
    coverFlow2)          still=(--offset 5.3 --toggle 0.5) ;;
    timeMachine)         still=(--offset 9) ;;
    invertedTimeMachine) still=(--offset 2) ;;
    custom)              still=(--offset 5 --scene Docs/Images/custom.json) ;;
    conveyorBelt)        still=(--offset 5.4) ;;
    shelf)               still=(--offset 2) ;;
    pagerCrossFading|pagerDepth) still=(--offset 5.4) ;;
    pagerZoomOut)        still=(--offset 5.05) ;;
    pager*)              still=(--offset 5.3) ;;
    *)                   still=(--offset 5) ;;
  esac
  preview "$type" --items 12 "${sizes[@]}" "${still[@]}" -o "Docs/Images/$type.svg"
  echo "Docs/Images/$type.svg"
  if [ -f "Docs/Images/$type-motion.json" ]; then
    preview --scene "Docs/Images/$type-motion.json" --items 12 "${sizes[@]}" --no-caption -o "Docs/Images/$type-motion.svg"
    echo "Docs/Images/$type-motion.svg ($(wc -c < "Docs/Images/$type-motion.svg") bytes)"
  fi
done

resources=Sources/CarouselCore/CarouselCore.docc/Resources
mkdir -p "$resources"
for picture in Docs/Images/*.svg; do
  case "$picture" in
    *-motion.svg) ;;
    *) cp "$picture" "$resources/" ;;
  esac
done
echo "$resources/*.svg (the stills)"
