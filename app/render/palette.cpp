// palette.cpp — the three themes' colours (palette.h).
#include "palette.h"

#include <algorithm>
#include <cmath>

namespace hitlab::app {

namespace {

const Palette kDark{
    .background = {0.09f, 0.10f, 0.12f, 1},
    .gridMinor = {1, 1, 1, 0.06f},
    .gridMajor = {1, 1, 1, 0.12f},
    .axis = {1, 1, 1, 0.45f},
    .axisLabel = {0.78f, 0.78f, 0.78f, 0.65f},
    .disjoint = {0.35f, 0.62f, 0.95f, 1},
    .touching = {1.00f, 0.70f, 0.10f, 1},
    .overlapping = {0.95f, 0.25f, 0.25f, 1},
    .invalid = {0.95f, 0.20f, 0.85f, 1},
    .neutral = {1, 1, 1, 1},
    .intervalA = {0.45f, 0.85f, 1.0f, 0.9f},
    .intervalB = {1.0f, 0.55f, 0.85f, 0.9f},
    .separatingAxis = {0.3f, 0.95f, 0.45f, 1},
    .otherAxis = {1, 1, 1, 0.35f},
    .arrow = {1, 1, 1, 0.95f},
    .handleFill = {1, 1, 1, 0.85f},
    .handleStroke = {0, 0, 0, 1},
    .focusRing = {0.35f, 0.8f, 1.0f, 1},
    .touchRing = {1, 1, 0.4f, 1},
    .meetFill = {1, 1, 1, 1},
    .meetStroke = {0.1f, 0.1f, 0.1f, 1},
    .toleranceBand = {1.0f, 0.3f, 0.8f, 0.28f},
    .negative = {0.95f, 0.38f, 0.38f, 1},
    .positive = {0.35f, 0.95f, 0.5f, 1},
    .highlight = {1.0f, 0.8f, 0.3f, 1},
    .muted = {0.8f, 0.8f, 0.85f, 0.55f},
    .plain = {0.92f, 0.92f, 0.92f, 0.9f},
    .markLabel = {1.0f, 0.92f, 0.67f, 0.9f},
    .seedWrong = {1.0f, 0.2f, 0.85f, 1},
    .verdictRight = {0.4f, 0.9f, 0.5f, 1},
    .verdictWrong = {1.0f, 0.45f, 0.75f, 1},
    .probe = {1, 1, 1, 0.85f},
};

// Light: darker, more saturated tints of the same hues, so each stands out from a near-white background.
const Palette kLight{
    .background = {0.97f, 0.97f, 0.95f, 1},
    .gridMinor = {0, 0, 0, 0.06f},
    .gridMajor = {0, 0, 0, 0.13f},
    .axis = {0, 0, 0, 0.5f},
    .axisLabel = {0.25f, 0.25f, 0.28f, 0.85f},
    .disjoint = {0.08f, 0.36f, 0.78f, 1},
    .touching = {0.62f, 0.36f, 0.0f, 1},
    .overlapping = {0.50f, 0.02f, 0.10f, 1},  // (darker than touching: apart for a deuteranope too)
    .invalid = {0.70f, 0.0f, 0.62f, 1},
    .neutral = {0.15f, 0.15f, 0.17f, 1},
    .intervalA = {0.0f, 0.45f, 0.70f, 0.9f},
    .intervalB = {0.75f, 0.12f, 0.50f, 0.9f},
    .separatingAxis = {0.05f, 0.52f, 0.20f, 1},
    .otherAxis = {0, 0, 0, 0.4f},
    .arrow = {0.1f, 0.1f, 0.12f, 0.95f},
    .handleFill = {1, 1, 1, 0.95f},
    .handleStroke = {0, 0, 0, 1},
    .focusRing = {0.0f, 0.30f, 0.85f, 1},
    .touchRing = {0.62f, 0.36f, 0.0f, 1},
    .meetFill = {1, 1, 1, 1},
    .meetStroke = {0.1f, 0.1f, 0.1f, 1},
    .toleranceBand = {0.85f, 0.2f, 0.7f, 0.3f},
    .negative = {0.80f, 0.10f, 0.10f, 1},
    .positive = {0.05f, 0.52f, 0.20f, 1},
    .highlight = {0.62f, 0.36f, 0.0f, 1},
    .muted = {0.35f, 0.35f, 0.40f, 0.6f},
    .plain = {0.15f, 0.15f, 0.17f, 0.9f},
    .markLabel = {0.40f, 0.22f, 0.0f, 1},
    .seedWrong = {0.70f, 0.0f, 0.62f, 1},
    .verdictRight = {0.05f, 0.48f, 0.18f, 1},
    .verdictWrong = {0.72f, 0.0f, 0.45f, 1},
    .probe = {0.1f, 0.1f, 0.12f, 0.9f},
};

// High contrast: black, white and full colours, every relation 7:1 or more against the canvas (WCAG's
// enhanced contrast) and apart for colour vision deficiencies (tests/test_colour_vision.cpp).
const Palette kHighContrast{
    .background = {0, 0, 0, 1},
    .gridMinor = {1, 1, 1, 0.14f},
    .gridMajor = {1, 1, 1, 0.3f},
    .axis = {1, 1, 1, 0.85f},
    .axisLabel = {1, 1, 1, 1},
    .disjoint = {0.35f, 0.75f, 1.0f, 1},
    .touching = {1.0f, 0.9f, 0.2f, 1},
    .overlapping = {1.0f, 0.45f, 0.45f, 1},
    .invalid = {1.0f, 0.4f, 1.0f, 1},
    .neutral = {1, 1, 1, 1},
    .intervalA = {0.35f, 0.9f, 1.0f, 1},
    .intervalB = {1.0f, 0.6f, 0.9f, 1},
    .separatingAxis = {0.3f, 1.0f, 0.45f, 1},
    .otherAxis = {1, 1, 1, 0.6f},
    .arrow = {1, 1, 1, 1},
    .handleFill = {1, 1, 1, 1},
    .handleStroke = {0, 0, 0, 1},
    .focusRing = {0.3f, 1.0f, 1.0f, 1},
    .touchRing = {1.0f, 0.9f, 0.2f, 1},
    .meetFill = {1, 1, 1, 1},
    .meetStroke = {0, 0, 0, 1},
    .toleranceBand = {1.0f, 0.4f, 1.0f, 0.35f},
    .negative = {1.0f, 0.45f, 0.45f, 1},
    .positive = {0.3f, 1.0f, 0.45f, 1},
    .highlight = {1.0f, 0.9f, 0.2f, 1},
    .muted = {0.85f, 0.85f, 0.85f, 0.8f},
    .plain = {1, 1, 1, 1},
    .markLabel = {1, 1, 1, 1},
    .seedWrong = {1.0f, 0.4f, 1.0f, 1},
    .verdictRight = {0.3f, 1.0f, 0.45f, 1},
    .verdictWrong = {1.0f, 0.5f, 0.85f, 1},
    .probe = {1, 1, 1, 1},
};

const Palette* gPalette = &kDark;

double luminance(Color c) {
  auto linear = [](float v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

}  // namespace

const Palette& paletteOf(Theme theme) {
  return theme == Theme::Light ? kLight : theme == Theme::HighContrast ? kHighContrast : kDark;
}
const Palette& palette() { return *gPalette; }
void usePalette(Theme theme) { gPalette = &paletteOf(theme); }

PaletteScope::~PaletteScope() { gPalette = before_; }

double contrastRatio(Color c, Color under) {
  const Color over{c.r * c.a + under.r * (1 - c.a), c.g * c.a + under.g * (1 - c.a),
                   c.b * c.a + under.b * (1 - c.a), 1};
  const double a = luminance(over), b = luminance(under);
  return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

}  // namespace hitlab::app
