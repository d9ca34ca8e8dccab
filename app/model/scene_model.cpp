// scene_model.cpp — scene edits through commands, and the live results.
#include "scene_model.h"

#include "hitlab/compare.h"

#include <algorithm>
#include <set>

#include "hitlab/broadphase.h"

namespace hitlab::app {

void SceneModel::reset(Scene scene, std::string path) {
  scene_ = std::move(scene);
  path_ = std::move(path);
  dirty_ = false;
  edits_ = 0, ++revision_, ++live_;
  history_ = {};
  selected = pairA = pairB = -1;
  previewing_ = -1;
  trail_ = {}, trailOpen_ = false;
  recompute();
}

void SceneModel::run(Command c) {
  trailOpen_ = false;
  history_.run(scene_.shapes, std::move(c));
  edited();
  recompute();
}

void SceneModel::trailBefore(int i) {
  if (trailOpen_ && trail_.shape == i) return;
  trail_ = {i, {scene_.shapes[i]}, {0.0}};
  trailStart_ = std::chrono::steady_clock::now();
  trailOpen_ = true;
}

void SceneModel::trailAfter(int i) {
  const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - trailStart_).count();
  if (trail_.states.size() < kTrailLimit) {
    trail_.states.push_back(scene_.shapes[i]), trail_.seconds.push_back(t);
  } else {
    trail_.states.back() = scene_.shapes[i], trail_.seconds.back() = t;
  }
}

void SceneModel::preview(int i, const Shape& s) {
  // Only shape i changed: drop and recompute its pairs, keep the rest (a drag in a big scene stays cheap).
  trailBefore(i);
  scene_.shapes[i].shape = s;
  trailAfter(i);
  previewing_ = i;
  ++live_;
  problems_[i] = shapeProblem(s, scene_.shapes[i].id);
  std::erase_if(pairs_, [&](const PairEntry& p) { return p.a == i || p.b == i; });
  const std::size_t kept = pairs_.size();  // still sorted; the new pairs of i are appended, then merged in
  int n = static_cast<int>(scene_.shapes.size());
  if (n <= kAllPairsLimit) {
    for (int j = 0; j < n; ++j)
      if (j != i) addPair(std::min(i, j), std::max(i, j));
  } else {
    boxes_[i] = boundsOf(s);
    const Aabb& b = boxes_[i];
    for (int j = 0; j < n; ++j) {
      const Aabb& o = boxes_[j];
      if (j != i && o.min.x <= b.max.x && b.min.x <= o.max.x && o.min.y <= b.max.y && b.min.y <= o.max.y)
        addPair(std::min(i, j), std::max(i, j));
    }
    addSelectedPair();
  }
  auto byIds = [](const PairEntry& x, const PairEntry& y) { return x.a < y.a || (x.a == y.a && x.b < y.b); };
  std::sort(pairs_.begin() + static_cast<std::ptrdiff_t>(kept), pairs_.end(), byIds);
  // One linear merge instead of re-sorting every pair each frame (a drag in a 100k scene).
  merged_.clear();
  merged_.reserve(pairs_.size());
  std::merge(std::make_move_iterator(pairs_.begin()),
             std::make_move_iterator(pairs_.begin() + static_cast<std::ptrdiff_t>(kept)),
             std::make_move_iterator(pairs_.begin() + static_cast<std::ptrdiff_t>(kept)),
             std::make_move_iterator(pairs_.end()), std::back_inserter(merged_), byIds);
  pairs_.swap(merged_);
  recomputeWorst();
}

void SceneModel::previewMotion(int i, Vec2 motion) {
  trailBefore(i);
  scene_.shapes[i].motion = motion;  // (the pairs' results at t = 0 stay as they are, not their times)
  trailAfter(i);
  for (PairEntry& p : pairs_)
    if (p.a == i || p.b == i) p.toiKnown = false;
  previewing_ = i;
  ++live_;
}

const TimeOfImpact* SceneModel::selectedToi() const {
  const int n = static_cast<int>(scene_.shapes.size());
  if (pairA < 0 || pairB < 0 || pairA >= n || pairB >= n) return nullptr;
  const NamedShape &a = scene_.shapes[pairA], &b = scene_.shapes[pairB];
  if (a.motion == Vec2{0, 0} && b.motion == Vec2{0, 0}) return nullptr;
  ToiCache& c = toiCache_;
  if (c.live != live_ || c.a != pairA || c.b != pairB) {
    c.live = live_, c.a = pairA, c.b = pairB;
    c.toi = timeOfImpact(a.shape, a.motion, b.shape, b.motion);
    c.at.reset();
    c.enginesKnown = false;
  }
  return c.toi->error.empty() ? &*c.toi : nullptr;
}

std::optional<Relation> SceneModel::selectedRelationAt(double t) const {
  if (!selectedToi()) return std::nullopt;  // (which also keys the cache to the pair and the change)
  ToiCache& c = toiCache_;
  if (c.t != t || !c.at) {
    const NamedShape &a = scene_.shapes[pairA], &b = scene_.shapes[pairB];
    c.t = t, c.at = relationAtTime(a.shape, a.motion, b.shape, b.motion, t);
  }
  return c.at;
}

std::optional<EngineImpacts> SceneModel::selectedEngineImpacts(int substeps, double tolerance) const {
  if (!selectedToi()) return std::nullopt;  // (which also keys the cache to the pair and the change)
  ToiCache& c = toiCache_;
  if (!c.enginesKnown || c.substeps != substeps || c.tolerance != tolerance) {
    const NamedShape &a = scene_.shapes[pairA], &b = scene_.shapes[pairB];
    c.substeps = substeps, c.tolerance = tolerance, c.enginesKnown = true;
    c.engines = engineImpacts(a.shape, a.motion, b.shape, b.motion, substeps, tolerance);
  }
  return c.engines;
}

void SceneModel::commitPreview(int i, const NamedShape& before, Message label) {
  trailOpen_ = false;  // (the trail stays: the last drag)
  history_.record(
      {std::move(label), {{ShapeChange::Set, static_cast<std::size_t>(i), before, scene_.shapes[i]}}});
  edited();
}

bool SceneModel::undo() {
  trailOpen_ = false;
  bool ok = history_.undo(scene_.shapes);
  if (ok) edited(), recompute();
  return ok;
}

bool SceneModel::redo() {
  trailOpen_ = false;
  bool ok = history_.redo(scene_.shapes);
  if (ok) edited(), recompute();
  return ok;
}

void SceneModel::replaceShapes(const std::vector<NamedShape>& shapes, Message label) {
  Command c{std::move(label), {}};
  const std::size_t now = scene_.shapes.size(), next = shapes.size();
  for (std::size_t i = 0; i < std::min(now, next); ++i)
    if (!(scene_.shapes[i].id == shapes[i].id && scene_.shapes[i].shape == shapes[i].shape))
      c.changes.push_back({ShapeChange::Set, i, scene_.shapes[i], shapes[i]});
  for (std::size_t i = now; i-- > next;) c.changes.push_back({ShapeChange::Remove, i, scene_.shapes[i], {}});
  for (std::size_t i = now; i < next; ++i) c.changes.push_back({ShapeChange::Insert, i, {}, shapes[i]});
  if (c.changes.empty()) return;
  for (int* index : {&selected, &pairA, &pairB})
    if (*index >= static_cast<int>(next)) *index = -1;
  run(std::move(c));
}

std::string SceneModel::freshId(const std::string& prefix) const {
  std::set<std::string> used;
  for (const auto& s : scene_.shapes) used.insert(s.id);
  for (int k = 1;; ++k)
    if (!used.count(prefix + std::to_string(k))) return prefix + std::to_string(k);
}

int SceneModel::add(const std::string& prefix, Shape s) {
  std::size_t at = scene_.shapes.size();
  run({{"command.add", {prefix}}, {{ShapeChange::Insert, at, {}, {freshId(prefix), std::move(s)}}}});
  selected = static_cast<int>(at);
  return selected;
}

void SceneModel::remove(int i) {
  run({{"command.delete", {scene_.shapes[i].id}},
       {{ShapeChange::Remove, static_cast<std::size_t>(i), scene_.shapes[i], {}}}});
  selected = -1;
  pairA = pairB = -1;
}

void SceneModel::duplicate(int i, Vec2 offset) {
  const NamedShape& s = scene_.shapes[i];
  std::string prefix = s.id;
  while (!prefix.empty() && std::isdigit(static_cast<unsigned char>(prefix.back()))) prefix.pop_back();
  add(prefix.empty() ? "s" : prefix, translated(s.shape, offset));
}

const PairEntry* SceneModel::pair(int a, int b) const {
  if (a > b) std::swap(a, b);
  for (const PairEntry& p : pairs_)
    if (p.a == a && p.b == b) return &p;
  return nullptr;
}

const PairResult& SceneModel::printed(const PairEntry& p) {
  PairEntry& e = pairs_[static_cast<std::size_t>(&p - pairs_.data())];
  if (!e.rounded) roundPrinted(scene_.shapes[e.a].shape, scene_.shapes[e.b].shape, e.result);
  e.rounded = true;
  return e.result;
}

const TimeOfImpact* SceneModel::timeOfImpactOf(const PairEntry& p) {
  PairEntry& e = pairs_[static_cast<std::size_t>(&p - pairs_.data())];
  if (!e.toiKnown) {
    const NamedShape &a = scene_.shapes[e.a], &b = scene_.shapes[e.b];
    e.toi.reset();
    if (e.result.error.empty() && (a.motion != Vec2{0, 0} || b.motion != Vec2{0, 0}))
      e.toi = timeOfImpact(a.shape, a.motion, b.shape, b.motion);
    e.toiKnown = true;
  }
  return e.toi && e.toi->error.empty() ? &*e.toi : nullptr;
}

bool SceneModel::anyMotion() const {
  return std::any_of(scene_.shapes.begin(), scene_.shapes.end(), [](const NamedShape& s) {
    return s.motion != Vec2{0, 0};
  });
}

void SceneModel::addPair(int i, int j) {
  const auto& shapes = scene_.shapes;
  // (A shape's problem is known: a pair with one gets the error, as evaluate() would give it.)
  const std::string& problem = !problems_[i].empty() ? problems_[i] : problems_[j];
  PairEntry e;
  e.a = i, e.b = j;
  if (problem.empty())
    e.result = evaluate(shapes[i].shape, shapes[j].shape, shapes[i].id, shapes[j].id);
  else
    e.result.error = problem;
  if (static_cast<int>(shapes.size()) <= kFormulaCheckLimit) {
    const compare::Comparison c = compare::compareFormula(shapes[i].shape, shapes[j].shape);
    e.formula = c.formula == compare::Formula::None    ? FormulaCheck::NoFormula
                : c.f32 != c.exact && c.f64 != c.exact ? FormulaCheck::BothDiffer
                : c.f64 != c.exact                     ? FormulaCheck::DoubleDiffers
                : c.f32 != c.exact                     ? FormulaCheck::Float32Differs
                                                       : FormulaCheck::Agree;
  }
  pairs_.push_back(std::move(e));
}

void SceneModel::addSelectedPair() {
  int n = static_cast<int>(scene_.shapes.size());
  if (pairA >= 0 && pairB >= 0 && pairA != pairB && std::max(pairA, pairB) < n && !pair(pairA, pairB))
    addPair(std::min(pairA, pairB), std::max(pairA, pairB));  // even when its boxes are apart
}

void SceneModel::recomputeWorst() {
  worst_.assign(scene_.shapes.size(), Relation::Disjoint);
  meeting_.clear();
  for (int k = 0; k < static_cast<int>(pairs_.size()); ++k)
    if (const PairEntry& e = pairs_[k]; e.result.error.empty()) {
      worst_[e.a] = std::max(worst_[e.a], e.result.relation);
      worst_[e.b] = std::max(worst_[e.b], e.result.relation);
      if (e.result.relation != Relation::Disjoint) meeting_.push_back(k);
    }
}

void SceneModel::recompute() {
  const auto& shapes = scene_.shapes;
  int n = static_cast<int>(shapes.size());
  problems_.assign(n, {});
  for (int i = 0; i < n; ++i) problems_[i] = shapeProblem(shapes[i].shape, shapes[i].id);
  pairs_.clear();
  if (n <= kAllPairsLimit) {  // small scenes list every pair, disjoint ones included
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) addPair(i, j);
  } else {  // big scenes: only the broad phase's candidates (boxes that meet), in order
    boxes_.clear();
    for (const auto& s : shapes) boxes_.push_back(boundsOf(s.shape));
    std::vector<IndexPair> candidates;
    boxPairs(boxes_, candidates);
    std::sort(candidates.begin(), candidates.end());
    for (auto [i, j] : candidates) addPair(static_cast<int>(i), static_cast<int>(j));
    addSelectedPair();
  }
  recomputeWorst();
}

}  // namespace hitlab::app
