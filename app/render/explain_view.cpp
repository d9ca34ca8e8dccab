// explain_view.cpp — the current Explain step's marks, in world coordinates, over the scene.
#include "explain_view.h"

#include <cmath>

#include "palette.h"

namespace hitlab::app {

Color toneColor(int tone) {
  switch (tone) {
    case -1:
      return palette().negative;
    case 1:
      return palette().positive;
    case 2:
      return palette().highlight;
    case 3:
      return palette().muted;
    default:
      return palette().plain;
  }
}

namespace {

Color faded(Color c, float a) { return {c.r, c.g, c.b, a}; }

}  // namespace

void drawMarks(Canvas& r, const Camera& cam, const std::vector<explain::Mark>& marks) {
  using Kind = explain::Mark::Kind;
  for (const explain::Mark& m : marks) {
    const Color c = toneColor(m.tone);
    const Vec2 p = cam.toPixel(m.p), q = cam.toPixel(m.q);
    switch (m.kind) {
      case Kind::Segment:
        if (m.tone == 3)
          r.line(p, q, 1, c, 5);
        else
          r.line(p, q, 2.5f, c);
        break;
      case Kind::Arrow:
        drawArrow(r, p, q, 2, c);
        break;
      case Kind::Point:
        r.disk(p, 5, c, {0, 0, 0, 1}, 1.5f);
        break;
      case Kind::Parallelogram: {  // p, q, q + r - p, r: the signed area of the cross product
        const Vec2 s = cam.toPixel(m.q + (m.r - m.p)), t = cam.toPixel(m.r);
        const Color fill = faded(c, 0.22f);
        r.triangle(p, q, s, fill);
        r.triangle(p, s, t, fill);
        r.line(q, s, 1, faded(c, 0.6f), 5);
        r.line(t, s, 1, faded(c, 0.6f), 5);
        break;
      }
      case Kind::Circle:
        r.disk(p, float(m.radius * cam.zoom), {0, 0, 0, 0}, c, 2);
        break;
      case Kind::Axis: {  // a little past both ends, dashed
        const Vec2 d = q - p;
        const double L = length(d);
        const Vec2 ext = L > 0 ? (30 / L) * d : Vec2{0, 0};
        r.line(p - ext, q + ext, 1.2f, faded(c, 0.8f), 6);
        break;
      }
      case Kind::Interval:
        r.line(p, q, 6, faded(c, 0.85f));
        break;
      case Kind::Angle: {  // an arc of 28 px at p from the direction of q to that of r, the short way
        const Vec2 a = q - p, b = cam.toPixel(m.r) - p;
        if (length(a) < 1 || length(b) < 1) break;
        const double from = std::atan2(a.y, a.x), sweep = std::atan2(cross(a, b), dot(a, b));
        const int n = 16;
        Vec2 last = p + 28 * Vec2{std::cos(from), std::sin(from)};
        for (int i = 1; i <= n; ++i) {
          const double t = from + sweep * i / n;
          const Vec2 next = p + 28 * Vec2{std::cos(t), std::sin(t)};
          r.line(last, next, 2, c);
          last = next;
        }
        break;
      }
      case Kind::Box: {
        const Vec2 a = cam.toPixel({m.p.x, m.q.y}), b = cam.toPixel({m.q.x, m.p.y});
        r.line(p, b, 1.2f, c, 4), r.line(b, q, 1.2f, c, 4), r.line(q, a, 1.2f, c, 4),
            r.line(a, p, 1.2f, c, 4);
        break;
      }
    }
  }
}

Vec2 markLabelAnchor(const explain::Mark& m) {
  using K = explain::Mark::Kind;
  if (m.kind == K::Arrow) return m.q;
  if (m.kind == K::Point || m.kind == K::Box || m.kind == K::Angle) return m.p;
  return 0.5 * (m.p + m.q);
}

}  // namespace hitlab::app
