import ContentBundle
import Foundation
import ContentCore

/// The preview of a plan's parameters, and its deposits with the defaults as the app computes them.
extension PlansKind {
    var previewScript: String? {
        #"""
        // A plan's parameters, and its deposits with the defaults as the app computes them (the
        // runtime's schedule, exact fractions and rounding, computed by the builder into data.js).

        Renderers.plans = (plan) => {
          const s = plan.schedule;
          const computed = (COMPUTED.plans || {})[plan.id] || { problem: 'not computed' };
          const amounts = computed.amounts || [];
          return [
            el('p', { text: tr(plan.description) }),
            table(plan.parameters.map((p) => ({ parameter: tr(p.label) || p.name, type: p.type, min: p.min, max: p.max, default: p.default, step: p.step }))),
            computed.problem
              ? el('p', { class: 'finding error', text: `No schedule with the defaults: ${computed.problem}` })
              : el('h4', { text: `Deposits every ${s.every}${plan.interval ? ' (the user chooses: ' + plan.interval.allowed.join(', ') + ')' : ''} with the defaults: ${amounts.length}, ${computed.goalText || computed.goal} in all` }),
            amounts.length ? lineChart([{ name: 'deposit', points: amounts.map((amount, k) => [k + 1, amount]) }], { xLabel: s.every, yLabel: 'deposit' }) : null,
          ];
        };
        """#
    }

    /// Each plan's deposits with its parameters' defaults, from the runtime's schedule (exact
    /// fractions, the plan's rounding, the last deposit making up the goal), or why there are none.
    func previewData(_ bundle: [String: [UInt8]]) -> JSONWriter.Value? {
        guard let plans = TileDrawing.decode(ItemsFile<Plan>.self, bundle, kind.itemsFile)?.items else { return nil }
        return .object(plans.map { plan in
            do throws(PlanError) {
                // why: the preview shows amounts, not dates; any start gives the same amounts
                let schedule = try PlanSchedule(plan.defaults, start: Date(timeIntervalSince1970: 0))
                let goalText = plan.currency.decimalText(schedule.goal) + " " + plan.currency.code
                return (plan.id, .object([("amounts", .array(schedule.deposits.map { .int($0.amount) })), ("goal", .int(schedule.goal)), ("goalText", .string(goalText))]))
            } catch {
                return (plan.id, .object([("problem", .string("\(error)"))]))
            }
        })
    }
}
