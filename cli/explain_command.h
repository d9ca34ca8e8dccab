// explain_command.h — the `explain` subcommand of hitlab-cli.
#pragma once

#include <string>

namespace hitlab::cli {

struct ExplainOptions {
  std::string scene, idA, idB;
  std::string language = "en";  ///< "en" or "ja"
  bool json = false;
};

/// Prints the steps of the pair (idA, idB) of the scene; 0, or throws SceneError on a bad file or id.
int explainPair(const ExplainOptions& opt);

}  // namespace hitlab::cli
