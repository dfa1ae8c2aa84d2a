#include "i18n/translate.h"

#include <cstdarg>
#include <cstdio>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "i18n/cli_catalogue.h"
#include "i18n/preferred_languages.h"

namespace bugbot::i18n {

namespace {
struct Catalogue {
    std::unordered_map<std::string, const char*> texts;  // context + '\x04' + english -> translation
};

// The catalogue of the user's language, read once from the compiled-in table.
const Catalogue& catalogue() {
    static const Catalogue c = [] {
        const std::span<const CatalogueEntry> entries(kCliCatalogue, kCliCatalogueSize);
        std::vector<std::string> languages{"en"};
        for (const CatalogueEntry& e : entries) {
            if (languages.back() != e.language) languages.emplace_back(e.language);
        }
        const std::string chosen = first_available(languages);
        Catalogue out;
        for (const CatalogueEntry& e : entries) {
            if (chosen == e.language) out.texts.emplace(std::string(e.context) + '\x04' + e.source, e.translation);
        }
        return out;
    }();
    return c;
}
}  // namespace

const char* translate(const char* context, const char* english) {
    const Catalogue& c = catalogue();
    if (c.texts.empty()) return english;
    auto it = c.texts.find(std::string(context) + '\x04' + english);
    return it == c.texts.end() ? english : it->second;
}

std::string format(const char* format, ...) {
    va_list args;
    va_start(args, format);
    va_list again;
    va_copy(again, args);
    const int length = std::vsnprintf(nullptr, 0, format, args);
    va_end(args);
    std::string out(length > 0 ? static_cast<std::size_t>(length) : 0, '\0');
    if (length > 0) std::vsnprintf(out.data(), out.size() + 1, format, again);
    va_end(again);
    return out;
}

}  // namespace bugbot::i18n
