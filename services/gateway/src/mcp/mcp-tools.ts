import {
  addFavoriteEndpoint,
  analyzeTextEndpoint,
  catalogItemsEndpoint,
  createExerciseEndpoint,
  createMealsEndpoint,
  deleteDayOverrideEndpoint,
  deleteExerciseEndpoint,
  deleteMealEndpoint,
  deleteRatingEndpoint,
  deleteSlotBudgetEndpoint,
  feedbackEndpoint,
  getNutritionDetailedEndpoint,
  getNutritionEndpoint,
  listDayNotesEndpoint,
  listExercisesEndpoint,
  listFavoritesEndpoint,
  listMealsEndpoint,
  listWeightsEndpoint,
  meEndpoint,
  multiSearchEndpoint,
  myFoodsEndpoint,
  putDayNoteEndpoint,
  putDayOverrideEndpoint,
  putGoalEndpoint,
  putRatingEndpoint,
  putSlotBudgetEndpoint,
  recordWeightEndpoint,
  removeFavoriteEndpoint,
  searchEndpoint,
  searchMealsEndpoint,
  shopsEndpoint,
  suggestSetsEndpoint,
  updateMealEndpoint,
  usualMealsEndpoint,
} from '@shokuji/contracts';
import type { ToolRow } from './endpoint-tools';

/**
 * What the connector tells a model once, at initialize (the usage rules of API-SPEC.md that hold
 * across tools). Each tool's own rules are in its description.
 */
export const MCP_SERVER_INSTRUCTIONS = [
  'Shokuji: a Japanese food-tracking service. Search its catalog of chain-store products and generic dishes, and keep the user’s own records (meals, nutrition, exercise, weight, day notes, favorites, ratings, budgets, goals).',
  'Plans: get_me, search_catalog, get_catalog_items, list_shops and send_feedback work on every plan; every other tool reads or writes the user’s records and needs Premium. On a Free account whose trial is unused (get_me: features.canStartTrial true) the first such call that succeeds starts the 7-day trial, and its result then carries a second text block saying so: tell the user; after it, those tools answer premium_required.',
  'Units: energy in kcal; protein, fat, carbs in g; prices in yen with tax; dates YYYY-MM-DD in Japan time (JST), today by default.',
  'Days are the service’s JST days, not your clock’s: for yesterday, this week or last Monday, count from the date an answer without a date gives (get_meals or get_nutrition: startDate is today in JST), since the user’s day can differ from yours around midnight.',
  'Shops: shop and shopId take ids (seven-eleven, sukiya); a chain’s name or alias sent instead (セブン, 7-Eleven) is refused with the id it names, so list_shops (every chain, a long answer) is needed only to browse.',
  'Never invent nutrition numbers. Use the catalog values; when a term is not found, ask the user for the values or log the meal manually with values the user gave.',
  'Corrections go through update_meal (or a new analysis that replaces the meal), not delete and re-create; delete only to cancel a record.',
  'Send feedback only with the user’s explicit agreement to the exact text.',
  'A refused call returns isError with an error body: branch on `code`; show `userMessage` (Japanese) to the user as is. premium_required comes with `upgrade`; quota_exceeded comes with `quota.resetAt` (an ISO instant in UTC: tell the user the time in JST): wait until then, except `reason: meal_date_full` (a meal date already holds 30 records): no wait frees that date, so delete or combine records of it, or record on another date.',
].join('\n');

const WRITE_RETRY = 'Pass idempotencyKey (a new UUID) so a retry after a timeout cannot write twice.';

/**
 * The MCP tools (OPERATOR-API.md → MCP connector → Tools; names fixed there), each one row: the
 * endpoint it mirrors and its description for a model. Input, plan rules, quota, validation and
 * handler are the endpoint's (docs/mcp.md → Tools).
 */
export const MCP_TOOLS: Record<string, ToolRow> = {
  get_me: {
    endpoint: meEndpoint,
    description:
      'The account: plan (tier), trial state, which features are open (features.canReadPersonalData, canStartTrial), goal, observed metabolism and the call quota. Call it first when unsure what the user may do. metabolism.observedTdeeKcal is stated with seKcal, and only as fact when trusted is true. canStartTrial true: the first personal-data call succeeds and starts the 7-day trial.',
  },
  search_catalog: {
    endpoint: searchEndpoint,
    or: multiSearchEndpoint,
    description: [
      'Search the catalog (chain-store products and generic dishes) by name (kana, romaji and synonyms work), shop, genre, nutrient ranges, or by fit to a remaining budget (targetCal/targetProtein/targetFat/targetCarbs, e.g. the `remaining` of get_nutrition).',
      'One food per term: several dishes in one q match nothing. For a meal of several foods, pass `queries` (an array of terms, 1-10, 3 on Free) instead of q: one call, one quota unit, results per term and `notFound` listing the terms without a hit.',
      'Values are per item as sold (products) or per standard serving (dishes): cal in kcal, protein/fat/carbs in g, price in yen with tax; score is relative within one answer.',
      'To log an item, pass its productId or dishId to log_meals. For a term in notFound, never invent numbers: ask the user for the values and log them manually (mealName + cal).',
    ].join(' '),
  },
  get_catalog_items: {
    endpoint: catalogItemsEndpoint,
    description:
      'Catalog items by id (`ids`: comma-separated p_<productId> or g_<dishId>, at most 10), in the given order, with current values. Ids no longer available (discontinued, hidden, unknown) are listed in notFound: do not reuse their old numbers.',
  },
  list_shops: {
    endpoint: shopsEndpoint,
    description:
      'Every chain and brand in the catalog: id (for the shop filter of search_catalog and shopId of log_meals), name, English name, type (RETAIL_STORE, RESTAURANT, FOOD_MANUFACTURER), category and aliases.',
  },
  log_meals: {
    endpoint: createMealsEndpoint,
    description: [
      'Record 1-10 meals at once (`items`; one quota unit; any invalid record rejects the whole batch). Each record takes exactly one route:',
      'productId (a catalog product: values and shop from the catalog), dishId (a generic dish), foodId (one of the user’s own foods, from list_my_foods or get_usual_meals), or mealName + cal (+ protein, fat, carbs, components) with values the user gave or a label states.',
      'quantity is a multiplier of the reference amount (0.5 = half, 2 = two servings), not grams. mealDate defaults to today (JST) and mealType to the slot of the current JST hour (breakfast, lunch, dinner; early_morning, mid_morning, afternoon, late_night only when asked), each record on its own: set mealDate on every record of a past day.',
      'A meal’s total is at most 10,000 kcal, 1,000 g protein, 1,000 g fat and 2,000 g carbs (invalid_request otherwise), and a meal date holds at most 30 records (quota_exceeded with reason meal_date_full).',
      'Never invent values for a food the catalog lacks: ask the user. The answer lists each record with its id (for update_meal and rate_meal). A `notice` in the answer is shown to the user once per conversation.',
      WRITE_RETRY,
    ].join(' '),
  },
  update_meal: {
    endpoint: updateMealEndpoint,
    description:
      'Correct a recorded meal (id from log_meals or get_meals): quantity (multiplier over the whole record, 0-99; not with the legacy portionRatio), mealDate and mealType (move it), shopId, or components (the full list of rows; null returns to the base values). The server recomputes nutrition. Use this for every correction rather than delete and log again: the record keeps its id, rating and photo. quantity scales the record as it is; it does not turn one size or variant into another (並 into 大盛 is another product with its own values, found with search_catalog). To switch the food, call analyze_meal_text with the new text (e.g. the shop, product and size) and replaceMealId (1 AI credit; keeps id, date, slot, rating, photo); without credits, and with the user’s agreement, delete_meal and log_meals the new productId. ' +
      WRITE_RETRY,
  },
  delete_meal: {
    endpoint: deleteMealEndpoint,
    description:
      'Delete one of the user’s meal records (id from get_meals). Only to cancel a record the user did not eat; corrections go through update_meal. A not_found answer means the id is wrong: look ids up with get_meals for the date.',
  },
  analyze_meal_text: {
    endpoint: analyzeTextEndpoint,
    description: [
      'Estimate a meal described in words (query, up to 300 characters, Japanese or English: items, counts, amounts, cooking method; for a photo, describe it in that detail) and record it: saved as one of the user’s foods with detailed nutrients and logged as a meal (mealDate and mealType default as in log_meals).',
      'Values are estimates from a food composition table (see confidence and unknownWords); numbers in the text are only hints. For label or food-table figures use log_meals with the user’s values; for a chain product prefer search_catalog + log_meals (catalogMatches lists the chain products the text names, with productId).',
      'To correct a meal, pass its id as replaceMealId (it keeps its id, date, slot, rating and photo; never delete and re-create). locale en gives English names.',
      'Costs 1 AI credit per completed analysis (creditBalance); insufficient_credits means none left. At most 3 analyses per minute (rate_limited: wait until quota.resetAt) and a daily cap (quota_exceeded). A text naming nothing edible is refused without cost: ask the user what they ate. A `notice` in the answer is shown once per conversation.',
      WRITE_RETRY,
    ].join(' '),
  },
  get_meals: {
    endpoint: listMealsEndpoint,
    description:
      'The user’s meals of one day (date, default today JST) or a range (startDate and endDate, at most 14 days), with totals per day and overall; detail=full adds components, portionRatio, productId or dishId, nutritionSource, confidence, baseCal and the photo’s links (source is on every meal). Use it to find meal ids before update_meal, delete_meal or rate_meal.',
  },
  search_my_meals: {
    endpoint: searchMealsEndpoint,
    description:
      'Find the user’s past meals by name (q, partial match in any script: からあげ and karaage find 唐揚げ定食; whole history, newest first). A foodId in a result can be logged again with log_meals. count is the number returned, not a total, and there is no paging: a count equal to limit (default 20, at most 50) may mean older matches; narrow q for them. Each result is the full record (components included), so ask for a small limit when the latest is enough.',
  },
  get_usual_meals: {
    endpoint: usualMealsEndpoint,
    description:
      'What the user eats regularly (recorded on 2 or more days in the last 90), per slot, optionally filtered by q (meal or shop name) or mealType. Each item carries productId, dishId or foodId to log it again with log_meals, at the amount of its last occurrence. recordedDays is the number of days it was recorded and lastDate the latest (JST); items are the top ones per slot, so a food eaten once is never listed. For another period or a full count ("what did I eat most this month"), read get_meals over ranges of up to 14 days and count the records yourself.',
  },
  list_my_foods: {
    endpoint: myFoodsEndpoint,
    description:
      'The user’s own foods (made in the app or from manual records with details), newest first or matching q; foodId goes to log_meals. count is the number returned, not a total, and there is no paging: a count equal to limit (default 20, at most 50) may mean more; narrow q for them.',
  },
  get_nutrition: {
    endpoint: getNutritionEndpoint,
    description:
      'Daily intake against the goal: per day goal, consumed, remaining and exerciseBurn (kcal and g). One day (date, default today) adds slots (per-meal budgets: source meal = what was eaten in it, custom = set by the user, auto = allocation of what is left, none = no budget: a between-meal slot without one, or no goal) and the logging streak; a range (startDate/endDate, up to 90 days) lists days. goal null means the user set none (remaining is then null too: update_goals creates one); a remaining below 0 means that axis is over the goal by that much. Feed `remaining` (or a slot) to search_catalog targets to find food that fits; leave out an axis that is null (no goal on it that day).',
  },
  get_nutrition_detailed: {
    endpoint: getNutritionDetailedEndpoint,
    description:
      'Micronutrient totals (salt, fiber, vitamins, minerals…) for a day or range against recommended intakes or upper limits for the user’s sex and age. missingDetailedCount counts meals without detail: their micronutrients are unknown (not zero), so say the totals are partial when it is above 0. Call a total over its upperLimit an excess only when upperLimitAppliesTo is all_intake: the others bound supplements only or one form of the nutrient.',
  },
  log_exercise: {
    endpoint: createExerciseEndpoint,
    description:
      'Record exercise: cal burned (integer kcal 0-5000, required; from the user or their device, never guessed), optional exerciseType, durationMin, exerciseDate (default today JST), notes. The burn raises that day’s goal in get_nutrition. ' +
      WRITE_RETRY,
  },
  get_exercises: {
    endpoint: listExercisesEndpoint,
    description:
      'The exercise records of a day (date, default today JST) and their totalBurn in kcal; rows synced from a health app are included.',
  },
  delete_exercise: {
    endpoint: deleteExerciseEndpoint,
    description:
      'Delete an exercise record the user entered (id from get_exercises); rows synced from a health app are protected and refused.',
  },
  log_weight: {
    endpoint: recordWeightEndpoint,
    description:
      'Record body weight (weightKg, required), optionally bodyFatPct and a note, for a date (default today JST). One per day: the same date overwrites; omitted bodyFatPct and note keep their values, note null erases it. ' +
      WRITE_RETRY,
    // The same date overwrites (API-SPEC.md → Weight): a client asks before replacing a day's weight, and a repeat changes nothing more.
    annotations: { destructiveHint: true, idempotentHint: true },
  },
  get_weights: {
    endpoint: listWeightsEndpoint,
    description: 'Weight records of a day (default today JST) or a range (startDate/endDate, up to 90 days).',
  },
  set_day_note: {
    endpoint: putDayNoteEndpoint,
    description:
      'Write the note of a day (body up to 1,000 characters; date default today JST). One note per day: this replaces it; an empty body deletes it.',
  },
  get_day_notes: {
    endpoint: listDayNotesEndpoint,
    description: 'Day notes of a day (default today JST) or a range (up to 90 days); only days with a note are listed.',
  },
  get_favorites: {
    endpoint: listFavoritesEndpoint,
    description: 'The user’s favorite products, dishes and foods with their values; a productId or dishId goes to log_meals.',
  },
  add_favorite: {
    endpoint: addFavoriteEndpoint,
    description:
      'Mark a catalog product or dish as a favorite (productId or dishId from search_catalog), optionally for some times of day (slots). At most 200.',
  },
  remove_favorite: {
    endpoint: removeFavoriteEndpoint,
    description: 'Remove a favorite: type product or dish, and id (its productId or dishId).',
  },
  rate_meal: {
    endpoint: putRatingEndpoint,
    description:
      'Rate how a recorded meal tasted (mealId from get_meals; rating 1 poor to 9 best, optional note; omitted note keeps the old one, null erases it). Rating again overwrites.',
  },
  remove_rating: {
    endpoint: deleteRatingEndpoint,
    description: 'Remove the taste rating of a recorded meal (mealId from get_meals); the meal itself stays.',
  },
  set_slot_budget: {
    endpoint: putSlotBudgetEndpoint,
    description:
      'Set the budget of one meal slot on one day (mealDate default today, mealSlot, cal, protein, fat, carbs); it shows in get_nutrition slots as source custom. Changes that day only; the base goal changes through update_goals.',
  },
  clear_slot_budget: {
    endpoint: deleteSlotBudgetEndpoint,
    description: 'Return one slot of one day (date, slot) to the automatic allocation.',
  },
  set_day_budget: {
    endpoint: putDayOverrideEndpoint,
    description:
      'Override the goal of one day (date, cal and optionally protein, fat, carbs; an axis left out keeps the base goal, null clears that axis). Changes that day only.',
  },
  clear_day_budget: {
    endpoint: deleteDayOverrideEndpoint,
    description: 'Clear every override of one day (date): the base goal applies again.',
  },
  update_goals: {
    endpoint: putGoalEndpoint,
    description:
      'Create or change the goal: goalType (lose, maintain, gain), pace (gentle, standard, firm), activityLevel (1-5), targetWeightKg, meal ratios (all four summing to 1), and the profile (heightCm, weightKg, dateOfBirth, gender). Only fields sent change. Creating a goal needs goalType, activityLevel and the whole profile: heightCm, dateOfBirth, gender and a weight (weightKg, or a log_weight record); ask the user for what is missing before calling. pace is a weekly change in % of body weight (gentle 0.25 %, standard 0.5 %, firm 0.75 %): for a wish in kg a week, divide by the current weight and take the nearest pace (0.5 kg a week at 62 kg is 0.8 %: firm), and tell the user the pace chosen and its kg a week. Calories and PFC cannot be set: the server derives them from observed metabolism; report derivation.remainingDays only when above 0. A 400 with reason and missing lists what to ask the user.',
  },
  suggest_sets: {
    endpoint: suggestSetsEndpoint,
    description:
      "Suggest sets of items from one chain store (shopId from list_shops) that fit a nutrient target (target: cal, protein, fat, carbs, all four required, each 0 or more; e.g. the remaining of get_nutrition or one of its slots, an axis below 0 sent as 0). With no goal (remaining null) or a null axis, ask the user for the target rather than guessing one. Each set is a main, a side and 1-2 optional items with totals; usual true marks a pair the user already logs at that store. score ranks sets within one answer only. An empty sets list means nothing fits: say so with emptyReason.message (why, and what the user may ask instead: mealType snack for a treat and a drink, a lower minItems) rather than composing a set yourself. Log a chosen set with log_meals (each item's more.productId and more.quantity). Premium.",
  },
  send_feedback: {
    endpoint: feedbackEndpoint,
    description:
      'Send feedback to the service’s team (message 1-2000 characters, optional category). Only after the user has read and agreed to the exact text. Replies arrive in the app’s inquiry screen, not in this chat. Costs no quota; at most 5 per 24 hours.',
  },
};
