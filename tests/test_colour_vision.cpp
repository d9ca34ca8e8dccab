// The three relations stay apart for the common colour vision deficiencies (issue 53): each theme's
// disjoint, touching and overlapping colours, seen through a simulation of protanopia, deuteranopia and
// tritanopia (Machado, Oliveira and Fernandes 2009, severity 1: a linear map of linear sRGB), are at least
// kMinDelta apart in CIELAB (Delta E 1976) and keep a 3:1 contrast with the canvas (WCAG's for graphics; the
// high-contrast theme 7:1 for normal vision).
// On the canvas the relations are told by more than colour as well: touching points as rings, crossings as
// filled dots, the pair's relation in words in Results and in the page's outline.
#include <gtest/gtest.h>

#include <array>
#include <cmath>

#include "model/settings.h"
#include "render/palette.h"

namespace hitlab::test {
namespace {

using namespace hitlab::app;
using Rgb = std::array<double, 3>;
using Matrix = std::array<Rgb, 3>;

// Delta E 1976 of about 2.3 is a just noticeable difference; 20 is a difference seen at a glance.
constexpr double kMinDelta = 20;

struct Vision {
  const char* name;
  Matrix m;
};
constexpr Vision kVisions[] = {
    {"trichromat", {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}},
    {"protanopia",
     {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}}},
    {"deuteranopia",
     {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}}},
    {"tritanopia",
     {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}}},
};

double linear(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

// The colour as that vision sees it, in linear sRGB (clamped to the gamut).
Rgb seen(Color c, const Matrix& m) {
  const Rgb l{linear(c.r), linear(c.g), linear(c.b)};
  Rgb out{};
  for (int i = 0; i < 3; ++i) out[i] = std::clamp(m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2], 0.0, 1.0);
  return out;
}

Rgb lab(const Rgb& l) {  // (D65 white)
  const double x = (0.4124 * l[0] + 0.3576 * l[1] + 0.1805 * l[2]) / 0.95047;
  const double y = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
  const double z = (0.0193 * l[0] + 0.1192 * l[1] + 0.9505 * l[2]) / 1.08883;
  const auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
  return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double contrast(const Rgb& a, const Rgb& b) {
  const auto lum = [](const Rgb& l) { return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]; };
  const double x = lum(a), y = lum(b);
  return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

TEST(ColourVision, TheThreeRelationsStayApartForEveryCommonDeficiency) {
  for (Theme theme : {Theme::Dark, Theme::Light, Theme::HighContrast}) {
    const Palette& p = paletteOf(theme);
    const char* name = themeName(theme);
    // (the high-contrast theme: 7:1, WCAG's enhanced contrast, for normal vision)
    const double least = theme == Theme::HighContrast ? 7.0 : 3.0;
    const std::pair<const char*, Color> relations[] = {
        {"disjoint", p.disjoint}, {"touching", p.touching}, {"overlapping", p.overlapping}};
    for (const Vision& v : kVisions) {
      const Rgb background = seen(p.background, v.m);
      for (int i = 0; i < 3; ++i) {
        EXPECT_GE(contrast(seen(relations[i].second, v.m), background), v.m == kVisions[0].m ? least : 3.0)
            << name << ", " << v.name << ": " << relations[i].first << " against the canvas";
        for (int j = i + 1; j < 3; ++j) {
          const Rgb a = lab(seen(relations[i].second, v.m)), b = lab(seen(relations[j].second, v.m));
          const double delta = std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
          EXPECT_GE(delta, kMinDelta) << name << ", " << v.name << ": " << relations[i].first << " and "
                                      << relations[j].first << " are only " << delta << " apart";
        }
      }
    }
  }
}

// The simulation itself: white and grey stay as they are (each row of a matrix sums to 1), and the
// confusions each deficiency is known for happen (red and green alike for a deuteranope, not for a
// tritanope).
TEST(ColourVision, TheSimulationConfusesWhatEachDeficiencyConfuses) {
  for (const Vision& v : kVisions) {
    const Rgb white = seen({1, 1, 1, 1}, v.m);
    for (double c : white) EXPECT_NEAR(c, 1, 1e-3) << v.name;
  }
  const Color red{0.8f, 0.35f, 0.1f, 1}, green{0.55f, 0.55f, 0.1f, 1};
  const auto delta = [&](const Matrix& m) {
    const Rgb a = lab(seen(red, m)), b = lab(seen(green, m));
    return std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  };
  EXPECT_LT(delta(kVisions[2].m), 8);   // deuteranopia: alike
  EXPECT_GT(delta(kVisions[0].m), 25);  // trichromat: apart
  EXPECT_GT(delta(kVisions[3].m), 25);  // tritanopia: apart
}

}  // namespace
}  // namespace hitlab::test
