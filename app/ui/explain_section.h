// explain_section.h — the Explain section of the sidebar (explain_section.cpp): the selected pair's steps
// with Previous / Next / Play (keys N, Shift+N, P), the step's paragraph in English or Japanese, its marks
// on the canvas. Here: what the rest of the app needs of its language.
#pragma once

#include <string>

#include "hitlab/explain.h"

namespace hitlab::app {}  // namespace hitlab::app
