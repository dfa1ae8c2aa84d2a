#pragma once
// The command line's compiled catalogues (generated from translations/bugbot_<code>.ts
// by ts_to_cpp.py into the build folder), sorted by language.
#include <cstddef>

namespace bugbot::i18n {

struct CatalogueEntry {
    const char* language;  // "de"
    const char* context;
    const char* source;
    const char* translation;
};

extern const CatalogueEntry kCliCatalogue[];
extern const std::size_t kCliCatalogueSize;

}  // namespace bugbot::i18n
