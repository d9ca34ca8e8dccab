// label_layout.cpp — placing the canvas's labels (label_layout.h).
#include "label_layout.h"

#include <algorithm>
#include <cmath>

namespace hitlab::app {

namespace {

double pointSegmentDistance(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double len2 = dot(ab, ab);
  const double t = len2 > 0 ? std::clamp(dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  return length(p - (a + t * ab));
}

bool inside(Vec2 p, const PixelBox& b) { return p.x >= b.x0 && p.x <= b.x1 && p.y >= b.y0 && p.y <= b.y1; }

// Whether segment pq crosses segment ab (proper or touching; pixels, no exactness needed for a layout).
bool crosses(Vec2 p, Vec2 q, Vec2 a, Vec2 b) {
  const double d1 = cross(q - p, a - p), d2 = cross(q - p, b - p), d3 = cross(b - a, p - a),
               d4 = cross(b - a, q - a);
  return d1 * d2 <= 0 && d3 * d4 <= 0;
}

}  // namespace

bool touches(const PixelBox& box, const Stroke& s) {
  const Vec2 corners[4] = {{box.x0, box.y0}, {box.x1, box.y0}, {box.x1, box.y1}, {box.x0, box.y1}};
  if (inside(s.p, box) || inside(s.q, box)) return true;
  for (int i = 0; i < 4; ++i)
    if (crosses(s.p, s.q, corners[i], corners[(i + 1) % 4])) return true;
  double nearest = INFINITY;
  for (Vec2 c : corners) nearest = std::min(nearest, pointSegmentDistance(c, s.p, s.q));
  return nearest < s.halfWidth;
}

std::vector<std::optional<Vec2>> placeLabels(const std::vector<LabelRequest>& labels,
                                             const std::vector<PixelBox>& fixed,
                                             const std::vector<Stroke>& strokes, const PixelBox& bounds,
                                             double gap) {
  std::vector<std::optional<Vec2>> out;
  std::vector<PixelBox> taken = fixed;
  for (const LabelRequest& l : labels) {
    std::optional<Vec2> chosen;
    for (double ring : {1.0, 3.0, 6.0}) {
      const double g = gap * ring, w = l.size.x, h = l.size.y;
      const Vec2 a = l.anchor;
      const Vec2 spots[8] = {{a.x + g, a.y - g - h},     {a.x - g - w, a.y - g - h},
                             {a.x + g, a.y + g},         {a.x - g - w, a.y + g},
                             {a.x + g, a.y - h / 2},     {a.x - g - w, a.y - h / 2},
                             {a.x - w / 2, a.y - g - h}, {a.x - w / 2, a.y + g}};
      for (Vec2 s : spots) {
        const PixelBox box{s.x, s.y, s.x + w, s.y + h};
        if (box.x0 < bounds.x0 || box.y0 < bounds.y0 || box.x1 > bounds.x1 || box.y1 > bounds.y1) continue;
        if (std::any_of(taken.begin(), taken.end(), [&](const PixelBox& t) { return t.overlaps(box); }))
          continue;
        if (std::any_of(strokes.begin(), strokes.end(), [&](const Stroke& st) { return touches(box, st); }))
          continue;
        chosen = s;
        taken.push_back(box);
        break;
      }
      if (chosen) break;
    }
    out.push_back(chosen);
  }
  return out;
}

}  // namespace hitlab::app
