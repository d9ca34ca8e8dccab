// batch_view.cpp — the batch view's segments, and what each probe position gives (batch_view.h).
#include "batch_view.h"

#include <chrono>
#include <cmath>
#include <random>

#include "hitlab/classify.h"
#include "hitlab/compare.h"
#include "hitlab/seeds.h"

namespace hitlab::app {

void BatchView::generate(int count, Vec2 lo, Vec2 hi) {
  std::mt19937_64 rng(static_cast<std::uint64_t>(count) * 7919 + 17);
  const double w = hi.x - lo.x, h = hi.y - lo.y;
  std::uniform_real_distribution<double> ux(lo.x, hi.x), uy(lo.y, hi.y), len(0.01, 0.08),
      turn(0, 6.283185307179586);
  ax_.resize(count), ay_.resize(count), bx_.resize(count), by_.resize(count);
  for (int i = 0; i < count; ++i) {
    const double x = ux(rng), y = uy(rng), l = len(rng) * (w + h) / 2, t = turn(rng);
    ax_[i] = x, ay_[i] = y, bx_[i] = x + l * std::cos(t), by_[i] = y + l * std::sin(t);
  }
  // Some segments lie exactly on the probe's first line (collinear pieces) or end on it (T-junctions), so
  // touching and collinear pairs show up: random doubles almost never touch anything.
  const Vec2 c{(lo.x + hi.x) / 2, (lo.y + hi.y) / 2};
  for (int i = 0; i < count / 50; ++i) {
    const double x = ux(rng), l = len(rng) * (w + h) / 2;
    ax_[i] = x, ay_[i] = c.y;
    bx_[i] = i % 2 == 0 ? x + l : x, by_[i] = i % 2 == 0 ? c.y : c.y + (i % 4 == 1 ? l : -l);
  }
  probe_ = {{c.x - w * 0.2, c.y}, {c.x + w * 0.2, c.y}};
  update();
}

void BatchView::setProbe(const Segment& s) {
  probe_ = s;
  update();
}

void BatchView::update() {
  const std::size_t n = ax_.size();
  relation_.assign(n, 0), seedDouble_.assign(n, 0), seedWrong_.assign(n, 0);
  counts_ = {};
  using Clock = std::chrono::steady_clock;
  // The batch path: one probe against every segment (SIMD; the exact predicates where its bound is unsure).
  const auto t0 = Clock::now();
  counts_.exactPath = relateOneToMany(probe_.a, probe_.b, {ax_.data(), ay_.data(), bx_.data(), by_.data(), n},
                                      relation_.data());
  const auto t1 = Clock::now();
  // The scalar path must say the same for every pair.
  for (std::size_t i = 0; i < n; ++i)
    counts_.scalarDisagree +=
        static_cast<std::uint8_t>(classify(probe_, segment(static_cast<int>(i)))) != relation_[i];
  const auto t2 = Clock::now();
  counts_.batchMicros = std::chrono::duration<double, std::micro>(t1 - t0).count();
  counts_.scalarMicros = std::chrono::duration<double, std::micro>(t2 - t1).count();
  for (std::size_t i = 0; i < n; ++i) {
    const Segment s = segment(static_cast<int>(i));
    counts_.touching += relation_[i] == 1, counts_.overlapping += relation_[i] == 2;
    seedDouble_[i] = compare::straddleInDouble(probe_, s);
    // Exactly, the formula (tc td < 0 and ta tb < 0) is the strict straddle test, which holds only for
    // segments that meet.
    const bool exact =
        relation_[i] != 0 && seeds::straddleTest(probe_.a, probe_.b, s.a, s.b, seeds::Boundary::Strict);
    seedWrong_[i] = (seedDouble_[i] != 0) != exact;
    counts_.seedDouble += seedDouble_[i], counts_.seedExact += exact, counts_.seedWrong += seedWrong_[i];
  }
}

Scene BatchView::toScene() const {
  Scene scene;
  scene.name = "batch view: " + std::to_string(ax_.size()) + " segments and a probe";
  scene.shapes.push_back({"probe", probe_});
  for (std::size_t i = 0; i < ax_.size(); ++i)
    scene.shapes.push_back({"s" + std::to_string(i), segment(static_cast<int>(i))});
  for (std::size_t i = 0; i < ax_.size(); ++i) {
    if (relation_[i] == 0) continue;
    Expectation e;
    e.a = "probe", e.b = "s" + std::to_string(i);
    e.relation = static_cast<Relation>(relation_[i]);
    scene.expect.push_back(e);
  }
  return scene;
}

}  // namespace hitlab::app
