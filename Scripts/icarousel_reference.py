#!/usr/bin/env python3
"""An independent reference for iCarousel 1.8.3's layout arithmetic (iOS code path).

This is our own transliteration of the *formulas* in iCarousel.m (transformForItemViewWithOffset:,
alphaForItemWithOffset:, offsetForItemAtIndex:, transformItemView:atIndex:,
updateNumberOfVisibleItems, circularCarouselItemCount, loadUnloadViews, clampedIndex:,
clampedOffset:, currentItemIndex, didScroll), written against Objective-C / C semantics:

* CGFloat is a double; NSInteger conversions of CGFloat values truncate toward zero.
* Objective-C's MIN(a, b) is `a < b ? a : b` and MAX(a, b) is `a < b ? b : a`, so a NaN second
  argument loses MAX and wins MIN only when it is the first argument.
* C's round() rounds halves away from zero (Python's round() does not).
* Division by zero and trigonometry of infinities follow IEEE 754 (Python raises instead, so the
  helpers below return inf / nan like C does).
* CATransform3D: row vectors, Concat(a, b) = a·b, Translate(t, ...) = Concat(MakeTranslation, t),
  Rotate(t, ...) = Concat(MakeRotation, t).

It shares no code with the Swift core. Run it to regenerate the fixture the Swift tests compare
against:

    python3 Scripts/icarousel_reference.py > Tests/CarouselCoreTests/Reference/ICarouselReferenceFixtures.swift

Only well-defined inputs go into the fixture. Inputs where iCarousel divides by zero, converts a
non-finite CGFloat to NSInteger (undefined behaviour in C) or where the core documents a deliberate
deviation (negative spacing for the linear / Cover Flow visible count, count < 1, |arc| < 1e-6,
fadeRange <= 0, NaN) are checked separately by the Swift tests.
"""

import math
import sys

MAX_VISIBLE_ITEMS = 30  # iOS value of iCarousel's MAX_VISIBLE_ITEMS
M_PI = math.pi
M_PI_2 = math.pi / 2.0
INF = float("inf")


class IllDefined(Exception):
    """Raised where iCarousel's arithmetic is undefined (C undefined behaviour)."""


# ---------------------------------------------------------------------------------------------
# C and Objective-C semantics


def objc_min(a, b):
    return a if a < b else b


def objc_max(a, b):
    return b if a < b else a


def c_round(x):
    """C round(): halves away from zero. Exact for every double."""
    if not math.isfinite(x):
        return x
    t = float(math.trunc(x))
    if abs(x - t) >= 0.5:
        t += math.copysign(1.0, x)
    return t


def c_ceil(x):
    return float(math.ceil(x)) if math.isfinite(x) else x


def c_floor(x):
    return float(math.floor(x)) if math.isfinite(x) else x


def c_div(a, b):
    """IEEE 754 division (Python raises on a zero divisor)."""
    a = float(a)
    b = float(b)
    if b != 0.0:
        return a / b
    if a == 0.0 or math.isnan(a):
        return math.nan
    return math.copysign(INF, a) * math.copysign(1.0, b)


def c_sin(x):
    return math.sin(x) if math.isfinite(x) else math.nan


def c_cos(x):
    return math.cos(x) if math.isfinite(x) else math.nan


def c_tan(x):
    return math.tan(x) if math.isfinite(x) else math.nan


def nsinteger(x):
    """Implicit CGFloat → NSInteger conversion: truncation toward zero; UB when not finite."""
    if isinstance(x, int):
        return x
    if not math.isfinite(x):
        raise IllDefined("non-finite CGFloat converted to NSInteger")
    return int(x)


# ---------------------------------------------------------------------------------------------
# A tiny CATransform3D: 16 doubles, row-major m11 … m44.

IDENTITY = (1.0, 0.0, 0.0, 0.0,
            0.0, 1.0, 0.0, 0.0,
            0.0, 0.0, 1.0, 0.0,
            0.0, 0.0, 0.0, 1.0)


def concat(a, b):
    """CATransform3DConcat(a, b) = a·b (row vectors: apply a, then b)."""
    out = []
    for i in range(4):
        for j in range(4):
            out.append(a[4 * i] * b[j] + a[4 * i + 1] * b[4 + j]
                       + a[4 * i + 2] * b[8 + j] + a[4 * i + 3] * b[12 + j])
    return tuple(out)


def make_translation(tx, ty, tz):
    t = list(IDENTITY)
    t[12], t[13], t[14] = tx, ty, tz
    return tuple(t)


def make_rotation(angle, x, y, z):
    """CATransform3DMakeRotation: right-handed rotation about the (normalised) axis."""
    length = math.sqrt(x * x + y * y + z * z)
    if length == 0.0:
        return IDENTITY
    x, y, z = x / length, y / length, z / length
    c, s = c_cos(angle), c_sin(angle)
    k = 1.0 - c
    return (k * x * x + c, k * x * y + z * s, k * x * z - y * s, 0.0,
            k * x * y - z * s, k * y * y + c, k * y * z + x * s, 0.0,
            k * x * z + y * s, k * y * z - x * s, k * z * z + c, 0.0,
            0.0, 0.0, 0.0, 1.0)


def translate(t, tx, ty, tz):
    return concat(make_translation(tx, ty, tz), t)


def rotate(t, angle, x, y, z):
    return concat(make_rotation(angle, x, y, z), t)


# ---------------------------------------------------------------------------------------------
# The carousel

CIRCULAR = ("rotary", "invertedRotary", "cylinder", "invertedCylinder", "wheel", "invertedWheel")
COVER_FLOW = ("coverFlow", "coverFlow2")


def tilted_path(offset, base, item_width):
    """The custom delegate used by the 'tilted' custom cases (the Swift tests define the same path)."""
    t = translate(base, offset * item_width * 1.1, -abs(offset) * 12.0, -abs(offset) * 40.0)
    return rotate(t, offset * 0.35, 0.0, 0.0, 1.0)


class Carousel:
    """The state of one iCarousel at rest (not decelerating, not animating, no autoscroll)."""

    def __init__(self, spec):
        self.type = spec["type"]
        self.vertical = spec.get("vertical", False)
        self.number_of_items = spec.get("items", 12)
        self.number_of_placeholders = spec.get("placeholders", 0)
        self.view_size = spec.get("view", (200.0, 200.0))
        self.delegate_item_width = spec.get("itemWidth")  # carouselItemWidth:, None = not implemented (0)
        self.bounds = spec.get("bounds", (800.0, 500.0))
        self.perspective = spec.get("perspective", -1.0 / 500.0)
        self.content_offset = spec.get("contentOffset", (0.0, 0.0))
        self.viewpoint_offset = spec.get("viewpointOffset", (0.0, 0.0))
        self.toggle = spec.get("toggle", 0.0)
        self.options = dict(spec.get("options", []))
        self.bounces = spec.get("bounces", True)
        self.bounce_distance = spec.get("bounceDistance", 1.0)
        self.path = spec.get("path")
        self.scroll_offset = 0.0
        self.lay_out()

    # carousel:valueForOption:withDefault:
    def option(self, name, default):
        return float(self.options[name]) if name in self.options else default

    # layOutItemViews (the parts that compute state)
    def lay_out(self):
        wrap = self.type in CIRCULAR
        self.wrap_enabled = bool(self.option("wrap", 1.0 if wrap else 0.0))  # !!value: NaN is true
        self.placeholders_to_show = 0 if self.wrap_enabled else self.number_of_placeholders
        self.update_item_width()
        multiplier = 2.0 if self.type in COVER_FLOW else 1.0
        self.offset_multiplier = self.option("offsetMultiplier", multiplier)

    # updateItemWidth + containView's `if (!_itemWidth)`
    def update_item_width(self):
        width = self.delegate_item_width or 0.0  # `delegate ?: _itemWidth`: 0 keeps the old value
        if not width and (self.number_of_items > 0 or self.placeholders_to_show > 0):
            width = self.view_size[1] if self.vertical else self.view_size[0]
        self.item_width = float(width)

    def scroll_length(self):
        return self.bounds[1] if self.vertical else self.bounds[0]

    # circularCarouselItemCount (returns NSInteger)
    def circular_count(self):
        if self.type in CIRCULAR:
            spacing = self.option("spacing", 1.0)
            width = self.scroll_length()
            count = nsinteger(objc_min(MAX_VISIBLE_ITEMS,
                                       objc_max(12, c_ceil(c_div(width, spacing * self.item_width)) * M_PI)))
            count = objc_min(self.number_of_items + self.placeholders_to_show, count)
            return nsinteger(self.option("count", float(count)))
        return self.number_of_items + self.placeholders_to_show

    # updateNumberOfVisibleItems
    def number_of_visible_items(self):
        t = self.type
        shown = self.number_of_items + self.placeholders_to_show
        try:
            if t == "linear" or t in COVER_FLOW:
                spacing = self.option("spacing", 0.25 if t in COVER_FLOW else 1.0)
                width = self.scroll_length()
                item_width = self.item_width * spacing
                visible = nsinteger(c_ceil(c_div(width, item_width)) + 2)
            elif t in ("rotary", "cylinder"):
                visible = self.circular_count()
            elif t in ("invertedRotary", "invertedCylinder"):
                visible = nsinteger(c_ceil(self.circular_count() / 2.0))
            elif t in ("wheel", "invertedWheel"):
                count = float(self.circular_count())
                spacing = self.option("spacing", 1.0)
                arc = self.option("arc", M_PI * 2.0)
                radius = self.option("radius", c_div(self.item_width * spacing * count, arc))
                if radius - self.item_width / 2.0 < objc_min(self.bounds[0], self.bounds[1]) / 2.0:
                    visible = nsinteger(count)
                else:
                    visible = nsinteger(c_ceil(count / 2.0) + 1)
            else:
                visible = MAX_VISIBLE_ITEMS
        except IllDefined:
            if shown == 0:
                # Whatever the undefined conversion gives, MAX(0, MIN(v, 0)) below is 0.
                return 0
            raise
        visible = objc_min(MAX_VISIBLE_ITEMS, visible)
        visible = nsinteger(self.option("visibleItems", float(visible)))
        return objc_max(0, objc_min(visible, shown))

    # transformForItemViewWithOffset:
    def transform_for_offset(self, offset, toggle):
        transform = list(IDENTITY)
        transform[11] = self.perspective
        transform = translate(tuple(transform), -self.viewpoint_offset[0], -self.viewpoint_offset[1], 0.0)
        t = self.type
        w = self.item_width
        if t == "custom":
            return tilted_path(offset, transform, w) if self.path == "tilted" else transform
        if t == "linear":
            spacing = self.option("spacing", 1.0)
            if self.vertical:
                return translate(transform, 0.0, offset * w * spacing, 0.0)
            return translate(transform, offset * w * spacing, 0.0, 0.0)
        if t in ("rotary", "invertedRotary"):
            count = float(self.circular_count())
            spacing = self.option("spacing", 1.0)
            arc = self.option("arc", M_PI * 2.0)
            radius = self.option("radius", objc_max(w * spacing / 2.0,
                                                    c_div(w * spacing / 2.0, c_tan(c_div(arc / 2.0, count)))))
            angle = self.option("angle", c_div(offset, count) * arc)
            if t == "invertedRotary":
                radius, angle = -radius, -angle
            if self.vertical:
                return translate(transform, 0.0, radius * c_sin(angle), radius * c_cos(angle) - radius)
            return translate(transform, radius * c_sin(angle), 0.0, radius * c_cos(angle) - radius)
        if t in ("cylinder", "invertedCylinder"):
            count = float(self.circular_count())
            spacing = self.option("spacing", 1.0)
            arc = self.option("arc", M_PI * 2.0)
            radius = self.option("radius", objc_max(0.01, c_div(w * spacing / 2.0, c_tan(c_div(arc / 2.0, count)))))
            angle = self.option("angle", c_div(offset, count) * arc)
            if t == "invertedCylinder":
                radius, angle = -radius, -angle
            transform = translate(transform, 0.0, 0.0, -radius)
            if self.vertical:
                transform = rotate(transform, angle, -1.0, 0.0, 0.0)
            else:
                transform = rotate(transform, angle, 0.0, 1.0, 0.0)
            return translate(transform, 0.0, 0.0, radius + 0.01)
        if t in ("wheel", "invertedWheel"):
            count = float(self.circular_count())
            spacing = self.option("spacing", 1.0)
            arc = self.option("arc", M_PI * 2.0)
            radius = self.option("radius", c_div(w * spacing * count, arc))
            angle = self.option("angle", c_div(arc, count))
            if t == "invertedWheel":
                radius, angle = -radius, -angle
            if self.vertical:
                transform = translate(transform, -radius, 0.0, 0.0)
                transform = rotate(transform, angle * offset, 0.0, 0.0, 1.0)
                return translate(transform, radius, 0.0, offset * 0.01)
            transform = translate(transform, 0.0, radius, 0.0)
            transform = rotate(transform, angle * offset, 0.0, 0.0, 1.0)
            return translate(transform, 0.0, -radius, offset * 0.01)
        if t in COVER_FLOW:
            tilt = self.option("tilt", 0.9)
            spacing = self.option("spacing", 0.25)
            clamped = objc_max(-1.0, objc_min(1.0, offset))
            if t == "coverFlow2":
                if toggle > 0.0:
                    if offset <= -0.5:
                        clamped = -1.0
                    elif offset <= 0.5:
                        clamped = -toggle
                    elif offset <= 1.5:
                        clamped = 1.0 - toggle
                else:
                    if offset > 0.5:
                        clamped = 1.0
                    elif offset > -0.5:
                        clamped = -toggle
                    elif offset > -1.5:
                        clamped = -1.0 - toggle
            x = (clamped * 0.5 * tilt + offset * spacing) * w
            z = abs(clamped) * -w * 0.5
            if self.vertical:
                transform = translate(transform, 0.0, x, z)
                return rotate(transform, -clamped * M_PI_2 * tilt, -1.0, 0.0, 0.0)
            transform = translate(transform, x, 0.0, z)
            return rotate(transform, -clamped * M_PI_2 * tilt, 0.0, 1.0, 0.0)
        if t in ("timeMachine", "invertedTimeMachine"):
            tilt = self.option("tilt", 0.3)
            spacing = self.option("spacing", 1.0)
            if t == "invertedTimeMachine":
                tilt, offset = -tilt, -offset
            if self.vertical:
                return translate(transform, 0.0, offset * w * tilt, offset * w * spacing)
            return translate(transform, offset * w * tilt, 0.0, offset * w * spacing)
        raise ValueError("unknown type " + t)

    # alphaForItemWithOffset:
    def alpha_for_offset(self, offset):
        fade_min, fade_max, fade_range, fade_min_alpha = -INF, INF, 1.0, 0.0
        if self.type == "timeMachine":
            fade_max = 0.0
        elif self.type == "invertedTimeMachine":
            fade_min = 0.0
        fade_min = self.option("fadeMin", fade_min)
        fade_max = self.option("fadeMax", fade_max)
        fade_range = self.option("fadeRange", fade_range)
        fade_min_alpha = self.option("fadeMinAlpha", fade_min_alpha)
        factor = 0.0
        if offset > fade_max:
            factor = offset - fade_max
        elif offset < fade_min:
            factor = fade_min - offset
        return 1.0 - c_div(objc_min(factor, fade_range), fade_range) * (1.0 - fade_min_alpha)

    # offsetForItemAtIndex:
    def offset_for_index(self, index):
        offset = index - self.scroll_offset
        if self.wrap_enabled:
            if offset > self.number_of_items / 2.0:
                offset -= self.number_of_items
            elif offset < -self.number_of_items / 2.0:
                offset += self.number_of_items
        return offset

    # clampedIndex:
    def clamped_index(self, index):
        n = self.number_of_items
        if n == 0:
            return -1
        if self.wrap_enabled:
            return nsinteger(index - c_floor(float(index) / float(n)) * n)
        return objc_min(objc_max(0, index), objc_max(0, n - 1))

    # clampedOffset:
    def clamped_offset(self, offset):
        n = self.number_of_items
        if n == 0:
            return -1.0
        if self.wrap_enabled:
            return offset - c_floor(offset / float(n)) * n
        return objc_min(objc_max(0.0, offset), objc_max(0.0, float(n) - 1.0))

    # currentItemIndex
    def current_item_index(self):
        return self.clamped_index(nsinteger(c_round(self.scroll_offset)))

    # setScrollOffset: → didScroll's clamping
    def scroll_to(self, scroll_offset):
        self.scroll_offset = scroll_offset
        if self.wrap_enabled or not self.bounces:
            self.scroll_offset = self.clamped_offset(self.scroll_offset)
        else:
            low = -self.bounce_distance
            high = objc_max(self.number_of_items - 1, 0.0) + self.bounce_distance
            if self.scroll_offset < low:
                self.scroll_offset = low
            elif self.scroll_offset > high:
                self.scroll_offset = high

    # loadUnloadViews: the indexes of the views kept on screen, sorted (indexesForVisibleItems)
    def visible_indexes(self):
        count = self.number_of_visible_items()
        low = -nsinteger(c_ceil(float(self.placeholders_to_show) / 2.0))
        high = self.number_of_items - 1 + self.placeholders_to_show // 2
        first = self.current_item_index() - count // 2
        if not self.wrap_enabled:
            first = objc_max(low, objc_min(high - count + 1, first))
        indexes = set()
        for i in range(count):
            index = i + first
            if self.wrap_enabled:
                index = self.clamped_index(index)
            if self.alpha_for_offset(self.offset_for_index(index)) != 0.0:  # `if (alpha)`
                indexes.add(index)
        return sorted(indexes)

    # transformItemView:atIndex: for a carousel at rest
    def item(self, index):
        offset = self.offset_for_index(index)
        alpha = self.alpha_for_offset(offset)
        toggle = self.toggle
        # Cover Flow 2: at or past the ends of a non-wrapping carousel, transformItemView: rewrites
        # _toggle from each item's own offset before computing its transform.
        if not self.wrap_enabled and (self.scroll_offset < 0 or self.scroll_offset >= self.number_of_items - 1):
            clamped = objc_max(-1.0, objc_min(1.0, offset))
            if offset > 0:
                toggle = -clamped if offset <= 0.5 else 1.0 - clamped
            else:
                toggle = -clamped if offset > -0.5 else -1.0 - clamped
        transform = self.transform_for_offset(offset, toggle)
        show_backfaces = self.type != "invertedCylinder"  # layer.doubleSided is YES by default
        show_backfaces = bool(self.option("showBackfaces", 1.0 if show_backfaces else 0.0))
        hidden = not (show_backfaces or transform[10] > 0.0)
        return offset, transform, alpha, hidden


def check_comparable(spec, c):
    """Refuse inputs where the core documents a deliberate deviation from iCarousel, so that they
    never slip into the exact comparison (the Swift tests check them separately)."""
    options = dict(spec.get("options", []))
    numbers = [v for v in options.values()] + [spec["scroll"], spec.get("toggle", 0.0), spec.get("perspective", 0.0),
                                                  spec.get("bounceDistance", 1.0)]
    numbers += list(spec.get("view", ())) + list(spec.get("bounds", ())) + list(spec.get("contentOffset", ()))
    numbers += list(spec.get("viewpointOffset", ()))
    if any(math.isnan(v) for v in numbers):
        raise IllDefined("NaN input")
    for name, value in options.items():
        if name not in ("fadeMin", "fadeMax", "fadeRange") and math.isinf(value):
            raise IllDefined("infinite %s" % name)
    shown = c.number_of_items + c.placeholders_to_show
    if c.type in CIRCULAR and c.circular_count() < 1 and shown > 0:
        # With nothing to show the count only appears in the fixture's `circular` field, which
        # the tests compare as max(1, count).
        raise IllDefined("count < 1 (the core uses 1)")
    if c.type in CIRCULAR and abs(c.option("arc", M_PI * 2.0)) < 1e-6:
        raise IllDefined("|arc| < 1e-6 (the core uses 1e-6)")
    if c.option("fadeRange", 1.0) <= 0:
        raise IllDefined("fadeRange <= 0 (the core steps)")
    if not 0.0 <= c.option("fadeMinAlpha", 0.0) <= 1.0:
        raise IllDefined("fadeMinAlpha outside [0, 1] (the core clamps alpha)")
    if (c.type == "linear" or c.type in COVER_FLOW) and "visibleItems" not in options and shown > 0:
        if c.item_width * c.option("spacing", 0.25 if c.type in COVER_FLOW else 1.0) <= 0:
            raise IllDefined("span <= 0 (the core uses |span|)")
    if c.option("visibleItems", 0.0) > 10000:
        raise IllDefined("visibleItems above the core's 10 000 cap")
    if spec.get("itemWidth") is not None and spec["itemWidth"] < 0:
        raise IllDefined("negative item width (the core uses the view's)")
    if not -1.0 <= spec.get("toggle", 0.0) <= 1.0:
        raise IllDefined("toggle outside [-1, 1] (the core clamps)")
    if spec.get("bounces", True) and spec.get("bounceDistance", 1.0) <= 0:
        raise IllDefined("bounceDistance <= 0 (the core does not bounce)")
    if c.number_of_items < 0 or c.number_of_placeholders < 0:
        raise IllDefined("negative counts (the core uses 0)")


def evaluate(spec):
    """Everything the fixture records for one case."""
    c = Carousel(spec)
    check_comparable(spec, c)
    c.scroll_to(spec["scroll"])
    if c.wrap_enabled and c.number_of_items > 0 and not 0 <= c.scroll_offset < c.number_of_items:
        raise IllDefined("clampedOffset: rounding at the seam (the core returns 0)")
    items = [(index,) + c.item(index) for index in c.visible_indexes()]
    for _, offset, transform, alpha, _ in items:
        if not (math.isfinite(offset) and math.isfinite(alpha) and all(math.isfinite(v) for v in transform)):
            raise IllDefined("non-finite output")
    center = (c.bounds[0] / 2.0 + c.content_offset[0], c.bounds[1] / 2.0 + c.content_offset[1])
    return {
        "scroll": c.scroll_offset,
        "current": c.current_item_index(),
        "visible": c.number_of_visible_items(),
        "circular": c.circular_count(),
        "multiplier": c.offset_multiplier,
        "center": center,
        "items": items,
    }


# ---------------------------------------------------------------------------------------------
# The grid of cases

TYPES = ["linear", "rotary", "invertedRotary", "cylinder", "invertedCylinder", "wheel", "invertedWheel",
         "coverFlow", "coverFlow2", "timeMachine", "invertedTimeMachine", "custom"]


def grid_cases():
    """Every type × orientation × item count, at offsets chosen to hit each rule."""
    cases = []
    for t in TYPES:
        wraps = t in CIRCULAR
        for vertical in (False, True):
            for n in (1, 2, 5, 12, 40):
                if wraps:
                    # fractional, wrapped past the end, negative (wrapped from below)
                    offsets = {1: [0.3, 1.25], 2: [0.7, -1.25], 5: [2.5, 7.25], 12: [1.3, -1.75], 40: [17.6, 43.25]}[n]
                else:
                    # fractional, bounce before the start, bounce past the end, halves round away from zero
                    offsets = {1: [0.0, -0.4], 2: [0.6, 1.45], 5: [2.5, -0.5], 12: [3.3, 11.4], 40: [19.5, -0.75]}[n]
                for s in offsets:
                    spec = {"type": t, "vertical": vertical, "items": n, "view": (180.0, 120.0), "scroll": s}
                    if t == "custom" and n in (5, 12):
                        spec["path"] = "tilted"
                    cases.append(spec)
    return cases


def option_cases():
    """Each option, overridden alone or in small groups, and the scene fields."""
    cases = []

    def add(t, scroll, options=(), **fields):
        spec = {"type": t, "scroll": scroll, "options": list(options)}
        spec.update(fields)
        cases.append(spec)

    # linear
    add("linear", 4.2, [("spacing", 1.5)])
    add("linear", 4.2, [("spacing", 0.4)], vertical=True)
    add("linear", 6.0, [("visibleItems", 3)])
    add("linear", 6.0, [("visibleItems", 3.9)])
    add("linear", 6.0, [("visibleItems", -2)])
    add("linear", 20.0, [("visibleItems", 45)], items=60)
    add("linear", 2.0, [("offsetMultiplier", 3)])
    add("linear", 5.3, [("fadeMin", -1), ("fadeMax", 1), ("fadeRange", 2), ("fadeMinAlpha", 0.25)])
    add("linear", 5.3, [("fadeMin", -0.5), ("fadeMax", 0.5)], vertical=True)
    add("linear", 5.3, [("fadeMax", 0.5), ("fadeRange", INF)])
    add("linear", 5.3, [("fadeMin", 2), ("fadeMax", -2), ("fadeRange", 0.5), ("fadeMinAlpha", 0.6)])
    add("linear", 3.0, [("showBackfaces", 0)])
    add("linear", 3.0, [("wrap", 1)], items=7)
    add("linear", 6.6, [("wrap", 1)], items=7, vertical=True)
    add("linear", 2.4, perspective=-1.0 / 1000.0, viewpointOffset=(30.0, -20.0), contentOffset=(15.0, -40.0))
    add("linear", 2.4, perspective=0.0, vertical=True, viewpointOffset=(-12.5, 44.0))
    add("linear", 2.4, itemWidth=250.0)
    add("linear", 2.4, itemWidth=0.0, view=(150.0, 90.0))
    add("linear", 2.4, itemWidth=75.0, view=(150.0, 90.0), vertical=True)
    add("linear", 1.7, bounds=(320.0, 480.0), view=(100.0, 100.0))
    add("linear", 1.7, bounds=(0.0, 0.0))
    add("linear", -0.9, bounceDistance=0.5)
    add("linear", 13.5, bounceDistance=2.0)
    add("linear", -0.9, bounces=False)
    add("linear", 14.2, bounces=False)
    add("linear", 0.0, items=0)
    add("linear", -3.0, items=0)
    add("linear", 0.4, items=0, placeholders=4)
    add("linear", 2.2, items=5, placeholders=3)
    add("linear", 0.0, items=1, placeholders=2, vertical=True)
    add("linear", 4.0, items=5, placeholders=3, options=[("wrap", 1)])
    add("linear", 8.6, items=12, placeholders=6, options=[("visibleItems", 25)])

    # rotary and inverted rotary
    for t in ("rotary", "invertedRotary"):
        add(t, 2.3, [("count", 7.9)])
        add(t, 2.3, [("count", 20)], items=40)
        add(t, 2.3, [("arc", M_PI)])
        add(t, 2.3, [("arc", -M_PI)], vertical=True)
        add(t, 2.3, [("arc", 3 * M_PI)])
        add(t, 2.3, [("radius", 500)])
        add(t, 2.3, [("radius", -100)])
        add(t, 2.3, [("angle", 0.3)])
        add(t, 2.3, [("spacing", 0.8)])
        add(t, 2.3, [("spacing", -1)])
        add(t, 2.3, [("showBackfaces", 0)])
        add(t, 2.3, [("wrap", 0)], placeholders=4)
        add(t, 11.4, [("wrap", 0)], placeholders=3, bounceDistance=0.5)
        add(t, 2.3, [("visibleItems", 5)])
        add(t, 4.7, [("fadeMin", -2), ("fadeMax", 2), ("fadeRange", 1.5), ("fadeMinAlpha", 0.1)])
        add(t, 1.0, bounds=(1200.0, 300.0), view=(100.0, 100.0), items=40)
        add(t, 1.0, bounds=(0.0, 0.0))
        add(t, 0.0, items=0)
        add(t, 2.3, viewpointOffset=(0.0, 35.0), contentOffset=(-10.0, 20.0), perspective=-1.0 / 300.0)

    # cylinder and inverted cylinder (back faces matter here)
    for t in ("cylinder", "invertedCylinder"):
        add(t, 2.3, [("count", 7.9)])
        add(t, 2.3, [("count", 3)])
        add(t, 2.3, [("arc", M_PI)])
        add(t, 2.3, [("arc", -1.5 * M_PI)], vertical=True)
        add(t, 2.3, [("radius", 500)])
        add(t, 2.3, [("angle", 2.0)])
        add(t, 2.3, [("spacing", 0.8)])
        add(t, 2.3, [("showBackfaces", 0)])
        add(t, 2.3, [("showBackfaces", 1)], vertical=True)
        add(t, 2.3, [("wrap", 0)], placeholders=4)
        add(t, 0.4, [("wrap", 0)], placeholders=4, items=3)
        add(t, 2.3, [("visibleItems", 12)], items=40)
        add(t, 2.3, [("fadeMin", -1.5), ("fadeMax", 1.5), ("fadeRange", 1), ("fadeMinAlpha", 0.2)])
        add(t, 2.3, viewpointOffset=(40.0, 0.0), perspective=-1.0 / 800.0, itemWidth=220.0)

    # wheel and inverted wheel
    for t in ("wheel", "invertedWheel"):
        add(t, 2.3, [("count", 7.9)])
        add(t, 2.3, [("arc", M_PI / 2)])
        add(t, 2.3, [("arc", -M_PI)], vertical=True)
        add(t, 2.3, [("radius", 100)])
        add(t, 2.3, [("radius", 900)])
        add(t, 2.3, [("angle", 0.2)])
        add(t, 2.3, [("spacing", 0.5)], vertical=True)
        add(t, 2.3, [("showBackfaces", 0)])
        add(t, 2.3, [("wrap", 0)], placeholders=4)
        add(t, 2.3, bounds=(2000.0, 2000.0))
        add(t, 2.3, [("fadeMin", -3), ("fadeMax", 3)])

    # Cover Flow and Cover Flow 2
    for t in COVER_FLOW:
        add(t, 3.3, [("tilt", 0.5)])
        add(t, 3.3, [("tilt", -0.9)], vertical=True)
        add(t, 3.3, [("spacing", 0.5)])
        add(t, 3.3, [("spacing", 1.2)], vertical=True)
        add(t, 3.3, [("offsetMultiplier", 1)])
        add(t, 3.3, [("showBackfaces", 0)])
        add(t, 3.3, [("wrap", 1)], items=12)
        add(t, 10.8, [("wrap", 1)], items=12, vertical=True)
        add(t, 3.3, [("visibleItems", 4)])
        add(t, 2.0, placeholders=5)
        add(t, 3.3, [("fadeMin", -2), ("fadeMax", 2), ("fadeRange", 3), ("fadeMinAlpha", 0.5)])
        add(t, 3.3, viewpointOffset=(25.0, 10.0), contentOffset=(0.0, 30.0), perspective=-1.0 / 700.0)
    for toggle in (-1.0, -0.6, -0.25, 0.0, 0.3, 0.75, 1.0):
        for s in (3.2, 3.7, 4.5):
            add("coverFlow2", s, toggle=toggle)
        add("coverFlow2", 6.45, toggle=toggle, vertical=True)
    # the end rule: at or past the ends of a non-wrapping carousel the toggle is re-derived per item
    add("coverFlow2", 11.3, toggle=0.6)
    add("coverFlow2", 11.0, toggle=-0.4)
    add("coverFlow2", -0.35, toggle=0.8, vertical=True)
    add("coverFlow2", 10.6, toggle=0.8, options=[("wrap", 1)])

    # Time Machine and inverted Time Machine
    for t in ("timeMachine", "invertedTimeMachine"):
        add(t, 3.4, [("tilt", 0.6)])
        add(t, 3.4, [("tilt", -0.2)], vertical=True)
        add(t, 3.4, [("spacing", 0.5)])
        add(t, 3.4, [("spacing", -0.7)])
        add(t, 3.4, [("fadeMin", -3), ("fadeMax", 3), ("fadeRange", 0.5), ("fadeMinAlpha", 0.3)])
        add(t, 3.4, [("fadeMinAlpha", 0.4)], vertical=True)
        add(t, 3.4, [("visibleItems", 8)])
        add(t, 3.4, [("wrap", 1)])
        add(t, 3.4, [("showBackfaces", 0)])
        add(t, 1.5, placeholders=4, items=6)
        add(t, 3.4, viewpointOffset=(-20.0, 15.0), perspective=-1.0 / 350.0, itemWidth=160.0)

    # custom: the default delegate returns the base transform; the tilted path exercises the hook
    add("custom", 3.4)
    add("custom", 3.4, path="tilted", options=[("fadeMin", -2), ("fadeMax", 2)])
    add("custom", 3.4, path="tilted", vertical=True, viewpointOffset=(10.0, -10.0))
    add("custom", 3.4, path="tilted", options=[("visibleItems", 7), ("wrap", 1)])
    return cases


# ---------------------------------------------------------------------------------------------
# Swift output


def lit(x):
    """A Swift Double literal: 13 significant digits (the tests compare at a 1e-7 relative tolerance)."""
    x = float(x)
    if math.isinf(x):
        return ".infinity" if x > 0 else "-.infinity"
    if x == 0.0:
        return "0"
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    text = "%.13g" % x
    if "e" in text:
        mantissa, exponent = text.split("e")
        text = mantissa + "e" + str(int(exponent))
    return text


def lit_input(x):
    """A Swift Double literal that round-trips exactly (inputs must be the very same doubles)."""
    x = float(x)
    if math.isinf(x) or x == 0.0 or (x == int(x) and abs(x) < 1e15):
        return lit(x)
    return repr(x)


def name_for(spec):
    parts = [spec["type"], "v" if spec.get("vertical") else "h", "n%d" % spec.get("items", 12)]
    for key in ("placeholders", "itemWidth", "bounds", "view", "perspective", "contentOffset", "viewpointOffset",
                "toggle", "bounces", "bounceDistance", "path"):
        if key in spec:
            value = spec[key]
            if isinstance(value, tuple):
                value = "x".join(lit(v) for v in value)
            elif isinstance(value, float):
                value = lit(value)
            parts.append("%s=%s" % (key, value))
    for key, value in spec.get("options", []):
        parts.append("%s=%s" % (key, lit(value)))
    parts.append("s=%s" % lit(spec["scroll"]))
    return " ".join(parts)


def swift_case(spec, result):
    fields = ['"%s"' % name_for(spec), "." + spec["type"]]
    if spec.get("vertical"):
        fields.append("vertical: true")
    fields.append("items: %d" % spec.get("items", 12))
    if spec.get("placeholders"):
        fields.append("placeholders: %d" % spec["placeholders"])
    if "view" in spec:
        fields.append("view: [%s, %s]" % tuple(lit_input(v) for v in spec["view"]))
    if "itemWidth" in spec:
        fields.append("itemWidth: %s" % lit_input(spec["itemWidth"]))
    if "bounds" in spec:
        fields.append("bounds: [%s, %s]" % tuple(lit_input(v) for v in spec["bounds"]))
    if "perspective" in spec:
        fields.append("perspective: %s" % lit_input(spec["perspective"]))
    if "contentOffset" in spec:
        fields.append("contentOffset: [%s, %s]" % tuple(lit_input(v) for v in spec["contentOffset"]))
    if "viewpointOffset" in spec:
        fields.append("viewpointOffset: [%s, %s]" % tuple(lit_input(v) for v in spec["viewpointOffset"]))
    if "toggle" in spec:
        fields.append("toggle: %s" % lit_input(spec["toggle"]))
    if spec.get("options"):
        fields.append("options: [%s]" % ", ".join('("%s", %s)' % (k, lit_input(v)) for k, v in spec["options"]))
    if "bounces" in spec:
        fields.append("bounces: %s" % ("true" if spec["bounces"] else "false"))
    if "bounceDistance" in spec:
        fields.append("bounceDistance: %s" % lit_input(spec["bounceDistance"]))
    if spec.get("path"):
        fields.append("tiltedPath: true")
    fields.append("scroll: %s" % lit_input(spec["scroll"]))
    fields.append("expectedScroll: %s" % lit(result["scroll"]))
    fields.append("current: %d" % result["current"])
    fields.append("visible: %d" % result["visible"])
    fields.append("circular: %d" % result["circular"])
    fields.append("multiplier: %s" % lit(result["multiplier"]))
    fields.append("center: [%s, %s]" % tuple(lit(v) for v in result["center"]))
    lines = ["        C(" + ", ".join(fields) + ", items: ["]
    for index, offset, transform, alpha, hidden in result["items"]:
        lines.append("            I(%d, %s, [%s], %s%s)," % (
            index, lit(offset), ", ".join(lit(v) for v in transform), lit(alpha), ", hidden: true" if hidden else ""))
    lines.append("        ]),")
    return "\n".join(lines)


def main():
    specs = grid_cases() + option_cases()
    groups = {}
    order = []
    for spec in specs:
        result = evaluate(spec)  # raises IllDefined if a case slipped in that is not well-defined
        key = spec["type"]
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(swift_case(spec, result))
    out = sys.stdout
    out.write("// Generated by Scripts/icarousel_reference.py from iCarousel 1.8.3's formulas (iOS code path).\n")
    out.write("// Do not edit: regenerate with\n")
    out.write("//   python3 Scripts/icarousel_reference.py > Tests/CarouselCoreTests/Reference/ICarouselReferenceFixtures.swift\n")
    out.write("// %d cases. Numbers carry 13 significant digits; the tests compare at a relative 1e-7.\n\n" % len(specs))
    out.write("// swiftlint:disable all\n")
    out.write("extension ICarouselReference {\n")
    out.write("    /// Every reference case, grouped by type.\n")
    out.write("    static let allCases: [Case] = Array([%s].joined())\n\n" % ", ".join(order))
    for key in order:
        out.write("    static let %s: [Case] = [\n" % key)
        out.write("\n".join(groups[key]))
        out.write("\n    ]\n\n")
    out.write("}\n")


if __name__ == "__main__":
    main()
