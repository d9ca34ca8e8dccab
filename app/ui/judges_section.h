// judges_section.h — the Judges section (judges_section.cpp): other collision code beside the exact answer.
#pragma once

#include <string>

#include "../model/app_state.h"

namespace hitlab::app {

/// Adds a judge (a built-in one by name, or a plugin by path) to the Judges section; false with `error`.
bool addJudge(AppState& s, const std::string& nameOrPath, std::string& error);

}  // namespace hitlab::app
