// plugin_judge.h — a judge in a shared library (hitlab/judge_abi.h), run in a process of its own.
#pragma once

#include <memory>
#include <string>

#include "hitlab/judge.h"

namespace hitlab::judge {

/// Loads the plugin at `path` in a new process (hitlab-judge-host); null with a one-line `error` when the
/// file cannot be loaded or exports no pair function.
std::unique_ptr<Judge> openPlugin(const std::string& path, std::string& error,
                                  const OpenOptions& options = {});

/// A built-in judge that may abort (BuiltInJudge::isolated) in a process of its own; null with `error`.
std::unique_ptr<Judge> openIsolated(const std::string& name, std::string& error,
                                    const OpenOptions& options = {});

}  // namespace hitlab::judge
