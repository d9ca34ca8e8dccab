// judges_view.h — the judges ticked in the Judges section (judges_section.cpp), as the other sections show
// them: a column each in Results, a row each in the perturbation explorer.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "../model/app_state.h"
#include "../model/judges_model.h"
#include "hitlab/judge.h"

namespace hitlab::app {

/// The judges ticked, in the section's order (their colours follow it).
std::size_t judgeCount(const AppState& s);
const std::string& judgeName(const AppState& s, std::size_t judge);
/// The colour of its marks (ImU32).
unsigned judgeColour(std::size_t judge);
/// Changes whenever a judge is added, removed or reloaded: marks computed before are stale.
std::size_t judgesRevision(const AppState& s);
/// Its mark on the pair at `pairIndex` of model.pairs() (the scene is asked in one batch once a drag ends,
/// up to the first 5,000 pairs: NotAsked beyond, and while it is not yet asked).
JudgeMark judgeMarkOf(const AppState& s, std::size_t judge, std::size_t pairIndex);
/// Its marks on the pairs (a, b) given, in either order (a plugin's process takes them in one batch).
std::vector<JudgeMark> judgeMarks(AppState& s, std::size_t judge, std::span<const judge::PairOfShapes> pairs);
/// "agrees", "by design", "declined", the class of a wrong answer, "not for this pair"; translated.
const char* judgeMarkText(const AppState& s, const JudgeMark& mark);

}  // namespace hitlab::app
