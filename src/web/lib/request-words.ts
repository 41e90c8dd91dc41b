import type { Locale } from '../../domain/locales';
import { m } from '../../i18n/paraglide/messages.js';

declare const __KHAYA_LOCALE__: Locale | undefined;

/**
 * A request's words from the domain in this build's language (issue 50): the preset rooms, tasks,
 * items and fabrics (stored as the spec's English), when the work is wanted, and the answers to
 * the trade's questions, keyed by their English (src/domain). An English build carries no table.
 */
const WORDS: Readonly<Record<string, string>> | null =
  typeof __KHAYA_LOCALE__ === 'undefined' || __KHAYA_LOCALE__ === 'en-ZA'
    ? null
    : {
        'On these dates': m.word_when_dates(),
        'Emergency (today)': m.word_when_emergency(),
        'As soon as possible (today or tomorrow)': m.word_when_soon(),
        'Flexible, within two weeks': m.word_when_flexible(),
        'Morning (07:00-12:00)': m.word_window_morning(),
        'Afternoon (12:00-17:00)': m.word_window_afternoon(),
        'Evening (17:00-20:00)': m.word_window_evening(),
        'Any time': m.word_window_any(),
        Indoor: m.word_indoor(),
        Outdoor: m.word_outdoor(),
        'Living Room': m.word_living_room(),
        Kitchen: m.word_kitchen(),
        Bedroom: m.word_bedroom(),
        Bathroom: m.word_bathroom(),
        'Dining Room': m.word_dining_room(),
        Office: m.word_office(),
        Garage: m.word_garage(),
        Basement: m.word_basement(),
        Hallway: m.word_hallway(),
        'Cutting Grass': m.word_cutting_grass(),
        'Trimming Hedges': m.word_trimming_hedges(),
        Weeding: m.word_weeding(),
        Planting: m.word_planting(),
        'Leaf Removal': m.word_leaf_removal(),
        'Garden Maintenance': m.word_garden_maintenance(),
        'Pressure Washing': m.word_pressure_washing(),
        'Gutter Cleaning': m.word_gutter_cleaning(),
        'Couch/Sofa': m.word_couch(),
        Carpet: m.word_carpet(),
        Rug: m.word_rug(),
        Curtains: m.word_curtains(),
        'Upholstered Chair': m.word_upholstered_chair(),
        Mattress: m.word_mattress(),
        'Custom Item': m.word_custom_item(),
        Cotton: m.word_cotton(),
        Linen: m.word_linen(),
        Wool: m.word_wool(),
        Silk: m.word_silk(),
        Velvet: m.word_velvet(),
        Leather: m.word_leather(),
        'Synthetic/Polyester': m.word_synthetic(),
        Unknown: m.word_unknown(),
        Leak: m.word_leak(),
        'Blocked drain': m.word_blocked_drain(),
        Geyser: m.word_geyser(),
        Toilet: m.word_toilet(),
        Tap: m.word_tap(),
        'New installation': m.word_new_installation(),
        'Under 5 years': m.word_under_5(),
        '5 to 10 years': m.word_5_to_10(),
        'Over 10 years': m.word_over_10(),
        'Not sure': m.word_not_sure(),
        'Fault (no power, tripping)': m.word_fault(),
        'New plug or light point': m.word_new_point(),
        'DB board': m.word_db_board(),
        'Prepaid meter': m.word_prepaid_meter(),
        Lights: m.word_lights(),
        'Something else': m.word_something_else(),
        'Small (under 100 m²)': m.word_garden_small(),
        'Medium (100-500 m²)': m.word_garden_medium(),
        'Large (over 500 m²)': m.word_garden_large(),
        'Lawn mowing': m.word_lawn(),
        Hedges: m.word_hedges(),
        'Tree felling or pruning': m.word_trees(),
        Leaves: m.word_leaves(),
        Irrigation: m.word_irrigation(),
        Once: m.word_once(),
        'Every week': m.word_weekly(),
        'Every two weeks': m.word_fortnightly(),
        'Every month': m.word_monthly(),
        'Under R500': m.word_budget_under_500(),
        'R500 to R1 500': m.word_budget_500(),
        'R1 500 to R5 000': m.word_budget_1500(),
        'R5 000 to R15 000': m.word_budget_5000(),
        'Over R15 000': m.word_budget_over(),
      };

/** The word in this build's language (a customer's own words, such as a custom item, as typed). */
export function requestWord(english: string): string {
  return WORDS?.[english] ?? english;
}
