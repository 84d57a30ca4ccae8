/** Hosting: a host's first run (checklist, the project's own page) and the event editor's task order. */
export const hosting = {
  dependsOn: 'Unlocks after: {{names}}',
  moveUp: 'Move “{{name}}” up',
  moveDown: 'Move “{{name}}” down',
  orderSaved: 'Task order saved',
  dragHint: 'Drag a task, or use its arrows, to change the order players see.',
  chosenPlan:
    'You chose the {{plan}} plan: it is asked for as soon as your project exists, and an operator confirms it.',
  planRequested: '{{plan}} plan requested: an operator confirms it',
  checklistTitle: 'Your first event',
  stepDone: 'Done',
  stepToDo: 'To do',
  stepProject: 'Create your project',
  stepProjectDone: 'Project: {{name}}',
  stepProjectLink: 'Create it',
  stepPlan: 'Choose a plan',
  stepPlanDone: 'Plan: {{plan}}',
  stepPlanWaiting: '{{plan}} plan requested: waiting for an operator',
  stepPlanLink: 'See the plans',
  stepEvent: 'Create your first event',
  stepEventLink: 'Start one',
  stepPublish: 'Publish it',
};
