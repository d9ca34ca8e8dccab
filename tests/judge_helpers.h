// judge_helpers.h — judges opened in tests (test_judges.cpp, test_judges_motion.cpp).
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "hitlab/judge.h"

namespace hitlab::judge {

/// The judge named `name` (openJudge), a test failure naming it and the error when it does not open.
inline std::unique_ptr<Judge> openExpectingIt(const std::string& name) {
  std::string error;
  auto j = openJudge(name, error);
  EXPECT_TRUE(j) << name << ": " << error;
  return j;
}

}  // namespace hitlab::judge
