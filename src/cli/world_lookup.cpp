#include "cli/world_lookup.h"

#include "engine/run.h"
#include "i18n/translate.h"

namespace bugbot::cli {

std::variant<sim::WorldSpec, sim::WorldError> find_world(const std::string& name_or_file) {
    if (name_or_file == "empty" || name_or_file == "default") return sim::default_world();
    const bool is_path = name_or_file.find('/') != std::string::npos ||
                         (name_or_file.size() > 5 && name_or_file.ends_with(".json"));
    if (is_path) return sim::load_world_file(name_or_file);
    auto world = sim::load_world_file(engine::installed_data_dir() + "/worlds/" + name_or_file + ".json");
    if (std::holds_alternative<sim::WorldError>(world))
        return sim::WorldError{i18n::format(i18n::translate("bugbot run", "no world named '%s' (%s)"), name_or_file.c_str(),
                                            std::get<sim::WorldError>(world).message.c_str())};
    return world;
}

}  // namespace bugbot::cli
