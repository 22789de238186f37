/**
 * Situations a teacher describes, written by someone who never saw the app's phrase lists: a measure of
 * how well answers recognise them on unseen wording. Measured only; never used to write a phrase.
 */
export type SituationProbe = { question: string; situation: string | null };

export const situationBlindProbes: SituationProbe[] = [
  {
    question:
      "My reception boys are obsessed with being Power Rangers at break and every day somebody ends up in tears. Do I ban it?",
    situation: "rough-play",
  },
  {
    question:
      "Half my Year 1 class spends lunch wrestling on the field pretending to be WWE stars. Lunch staff want it stopped. Thoughts?",
    situation: "rough-play",
  },
  {
    question:
      "Should I allow superhero play in my pre-K classroom? It always seems to turn into kids knocking each other over.",
    situation: "rough-play",
  },
  {
    question:
      "tag at recess in my 2nd grade class keeps getting way too physical, shoving, grabbing shirts etc. how do i set limits without ruining it",
    situation: "rough-play",
  },
  {
    question:
      "There's a girl in my Year 2 class who walks round the edge of the playground by herself every break. How can I help her?",
    situation: "alone-at-play",
  },
  {
    question:
      "One of my 1st graders has nobody to hang out with at recess and just stands by the fence. What can I do?",
    situation: "alone-at-play",
  },
  { question: "How do I help a lonely 7 year old who has no friends at playtime?", situation: "alone-at-play" },
  {
    question:
      "A boy in my kindergarten always ends up on his own in the sandpit while everyone else plays together outside. Should I step in?",
    situation: "alone-at-play",
  },
  {
    question:
      "We've been given a patch of ground behind the school and I want my Year 4s to grow veg in it. Where do I start?",
    situation: "class-garden",
  },
  {
    question: "Ideas for a raised bed project with 3rd graders that ties into science and math?",
    situation: "class-garden",
  },
  {
    question: "How do I keep a school garden going over the summer holidays when the kids aren't there?",
    situation: "class-garden",
  },
  {
    question:
      "my class planted tomatoes and beans in tubs by the classroom door and now half of them are dying and the kids are gutted. how do I turn this into something they learn from?",
    situation: "class-garden",
  },
  {
    question:
      "I've just started running a night course for parents who never finished school and struggle with letters and spelling. How different should it be from teaching kids?",
    situation: "adult-learners",
  },
  {
    question: "How do I teach 40 and 50 year olds who are nervous about being back in a classroom after decades?",
    situation: "adult-learners",
  },
  {
    question: "Any tips for teaching adults to read in an evening literacy class? Most of them are really embarrassed.",
    situation: "adult-learners",
  },
  {
    question:
      "I volunteer teaching retirees to use computers and write emails at the library. Some feel patronised. How should I go about it?",
    situation: "adult-learners",
  },
  {
    question:
      "My 3 year old key child screams and grips her mum's leg every single morning at drop-off. How can I make it easier?",
    situation: "separation",
  },
  {
    question:
      "A boy in my reception class sobs for 20 mins after his dad goes every day. Should dad stay longer or go quickly?",
    situation: "separation",
  },
  {
    question: "How do I handle a kindergartner who cries and clings to her parent when they leave in the morning?",
    situation: "separation",
  },
  {
    question: "Any advice for settling a new nursery child who gets really distressed when mum says goodbye?",
    situation: "separation",
  },
  {
    question:
      "One of my toddlers has started sinking his teeth into other children when they take his toys. Parents are furious. Help!",
    situation: "hurts-others",
  },
  {
    question:
      "A 4 year old in my preschool class lashes out with his fists and feet whenever he's frustrated. How do I keep the others safe and still help him?",
    situation: "hurts-others",
  },
  {
    question: "My Year 1 student keeps pushing and hitting classmates in the line. What works?",
    situation: "hurts-others",
  },
  { question: "How should I respond when a kindergartener bites another child?", situation: "hurts-others" },
  {
    question:
      "Half my Year 11 essays suddenly sound like a corporate press release. I'm pretty sure a bot wrote them. How do I deal with this?",
    situation: "ai-chatbots",
  },
  {
    question: "My 10th graders are using ChatGPT for all their homework. Ban it or teach with it?",
    situation: "ai-chatbots",
  },
  {
    question: "How do I design assignments my students can't just paste into Gemini or Claude and get an answer back?",
    situation: "ai-chatbots",
  },
  {
    question: "should I let my sixth formers use AI tools for their coursework if they say where they used it?",
    situation: "ai-chatbots",
  },
  {
    question:
      "Stuff keeps going missing from my Year 5 room. I'd like the children to sit in a circle and work out together what to do about it. How do I run that well?",
    situation: "class-meeting",
  },
  {
    question: "How do you run a class meeting with 3rd graders so it doesn't turn into a tattling session?",
    situation: "class-meeting",
  },
  {
    question:
      "I want a weekly circle time where my 2nd graders raise whatever's bugging them and decide as a group what to try. Any structure you'd recommend?",
    situation: "class-meeting",
  },
  {
    question:
      "The lunch line is chaos every day. Should I get the whole class to sit down and talk it through and come up with a fix themselves?",
    situation: "class-meeting",
  },
  {
    question:
      "A Year 9 boy keeps pointing out my mistakes in front of everyone, and he's usually right. How do I handle it without losing face?",
    situation: "corrected-in-class",
  },
  {
    question:
      "What do you do when a 12 year old tells you you're wrong in the middle of the lesson in front of the class?",
    situation: "corrected-in-class",
  },
  {
    question:
      "I have a student who argues with everything I say in front of the others, 'actually miss that's not true'. How do I respond?",
    situation: "corrected-in-class",
  },
  {
    question: "How should I react when a student corrects me in front of the whole class?",
    situation: "corrected-in-class",
  },
  {
    question:
      "Whenever one of the quieter kids in my 6th grade class gives an answer, a group at the back snickers. It's killing participation. What do I do?",
    situation: "laughing-at-others",
  },
  {
    question: "My Year 8s mock each other when someone reads out their work. How do I stop it?",
    situation: "laughing-at-others",
  },
  {
    question: "How do I build a classroom where students don't laugh at each other's wrong answers?",
    situation: "laughing-at-others",
  },
  {
    question:
      "Theres a lot of eye-rolling and sniggering when certain children present to the class in Year 4. How can I make it safe to have a go?",
    situation: "laughing-at-others",
  },
  {
    question:
      "I have a Year 3 girl who says 'I can't do it' and puts her pencil down before she's even read the question. How do I help?",
    situation: "gives-up",
  },
  {
    question: "My 8th grader shuts down the moment a math problem isn't obvious. What can I do?",
    situation: "gives-up",
  },
  {
    question: "Any tips for a 10 year old who gives up the second she finds something difficult?",
    situation: "gives-up",
  },
  {
    question:
      "one of my students quits on every challenging task and just sits there. growth mindset posters arent cutting it lol",
    situation: "gives-up",
  },
  {
    question:
      "There's a boy in my Year 2 class who hasn't said a single word to me since September. Mum says he chatters away at home. What should I do?",
    situation: "quiet-child",
  },
  {
    question: "How can I get a very shy 9th grader to join in discussions without putting her on the spot?",
    situation: "quiet-child",
  },
  { question: "I have a quiet student who never speaks in class. How do I encourage her?", situation: "quiet-child" },
  {
    question: "One of my kindergarteners barely talks at all at school, just nods. Should I be worried?",
    situation: "quiet-child",
  },
  {
    question: "Should I write the rules for my new 4th grade class myself or let the kids come up with them?",
    situation: "class-rules",
  },
  {
    question:
      "I'd like my Year 6s to draw up our classroom agreement together on the first day. How do I stop it just being a list of the things I want anyway?",
    situation: "class-rules",
  },
  { question: "Is it a good idea for my sixth graders to vote on the class rules?", situation: "class-rules" },
  {
    question:
      "How do I get teenagers to actually own the expectations in my room, like write them together instead of me handing them a poster?",
    situation: "class-rules",
  },
  {
    question:
      "I want to take my Year 3 maths lessons onto the field once a week. How do I make it actual learning and not just a run around?",
    situation: "outdoor-learning",
  },
  { question: "Tips for teaching outdoors with 2nd graders?", situation: "outdoor-learning" },
  {
    question: "Our school has a forest school area. How can I use it for literacy with my reception class?",
    situation: "outdoor-learning",
  },
  {
    question: "Is it worth taking my science class outside for lessons, or is it just chaos?",
    situation: "outdoor-learning",
  },
  {
    question:
      "A boy in my Year 10 class called another student's work 'so gay' today. How should I respond in the moment?",
    situation: "prejudiced-remark",
  },
  {
    question: "What should I say when a student makes a racist comment during a lesson?",
    situation: "prejudiced-remark",
  },
  {
    question: "One of my 7th graders told a girl that girls can't do physics. How do I address it without shaming him?",
    situation: "prejudiced-remark",
  },
  {
    question:
      "A pupil muttered a slur about a classmate's religion during group work. I froze. What should I have done?",
    situation: "prejudiced-remark",
  },
  {
    question:
      "My Year 4 student's previous teacher said she's a 'visual learner' and needs everything in pictures. Should I plan around that?",
    situation: "learning-styles",
  },
  {
    question:
      "The parents of one of my 3rd graders say he only learns by moving and doing, so worksheets are pointless for him. How should I respond?",
    situation: "learning-styles",
  },
  {
    question: "Is the VAK thing actually backed by research? My school wants us to tag every activity V, A or K.",
    situation: "learning-styles",
  },
  { question: "Should I teach to learning styles in my high school history class?", situation: "learning-styles" },
  {
    question:
      "I've got a new Year 5 girl who arrived from Ukraine last week and has almost no English. Where do I start?",
    situation: "new-language",
  },
  {
    question:
      "A boy just joined my 1st grade class from Syria and doesn't understand anything I say. How do I include him?",
    situation: "new-language",
  },
  { question: "How do I support a newly arrived EAL pupil who speaks very little English?", situation: "new-language" },
  {
    question: "new kid in my 8th grade science class only speaks Portuguese. any strategies??",
    situation: "new-language",
  },
  {
    question: "My 3 year olds fight over the same toy car every day and nobody will give it up. What do I do?",
    situation: "sharing",
  },
  { question: "How do I teach preschoolers to take turns on the bikes?", situation: "sharing" },
  {
    question:
      "Kids in my nursery room grab things off each other constantly and scream 'MINE'. Is it normal and how do I respond?",
    situation: "sharing",
  },
  { question: "Should I make a 4 year old share when he was playing with the blocks first?", situation: "sharing" },
  {
    question:
      "My Year 11s want to talk about the election. How do I let them discuss it without them working out who I vote for?",
    situation: "controversial-issue",
  },
  {
    question:
      "How do I teach a unit on immigration to 10th graders when the class is really divided and I don't want to push my own views?",
    situation: "controversial-issue",
  },
  {
    question: "How can I teach controversial topics like abortion without preaching?",
    situation: "controversial-issue",
  },
  {
    question: "Students keep asking what I think about Israel and Palestine. Do I tell them?",
    situation: "controversial-issue",
  },
  {
    question:
      "I'm spending every Sunday writing up observations and uploading photos to Tapestry for my reception class. How do other people keep on top of it?",
    situation: "documenting-learning",
  },
  {
    question: "How do I keep learning journals for 25 preschoolers without working till 10pm every night?",
    situation: "documenting-learning",
  },
  {
    question:
      "Is there a quicker way of recording what my kindergarteners are learning? The portfolios are eating up my evenings.",
    situation: "documenting-learning",
  },
  {
    question:
      "Our nursery wants evidence of every child's progress in photos and notes. I'm drowning. How do I make it manageable?",
    situation: "documenting-learning",
  },
  { question: "How do I teach The Secret Garden to Year 6 so they engage with the characters?", situation: null },
  {
    question: "We're reading a poem about a garden with my 8th graders. How can I get them to analyse the imagery?",
    situation: null,
  },
  { question: "My Year 8 PE class can't hit the target in archery. How do I teach the technique?", situation: null },
  {
    question:
      "What's a good way for students to share ideas in a discussion without the same three doing all the talking?",
    situation: null,
  },
  {
    question: "How do I keep a quiet classroom during independent reading without turning into a dragon?",
    situation: null,
  },
  {
    question: "How do I make the best use of the teaching assistant and parent volunteers in my room?",
    situation: null,
  },
  { question: "Activities to get my students thinking outside the box in design tech?", situation: null },
  { question: "Two Year 10 boys got into a fist fight in my lesson today. What should happen next?", situation: null },
  {
    question:
      "I'm planning a history unit on the civil rights movement and racism in 1960s America for Year 9. Good sources?",
    situation: null,
  },
  {
    question: "I use ChatGPT to help me write my lesson plans. Is that OK, and how do I check what it gives me?",
    situation: null,
  },
  {
    question:
      "How do I teach persuasive writing to 5th graders using a debate about whether superheroes should reveal their identity?",
    situation: null,
  },
  { question: "My students keep chasing grades rather than understanding. How do I shift that?", situation: null },
  { question: "How do I run a parents' evening meeting that doesn't feel rushed?", situation: null },
  { question: "How do I correct spelling mistakes in Year 5 writing without crushing them?", situation: null },
  { question: "How do I teach algebra rules so they actually stick with my 9th graders?", situation: null },
  { question: "What are some good team games to play with my Year 3 class on the last day of term?", situation: null },
  {
    question: "How do I teach debating skills to Year 7 with a light motion like 'cats are better than dogs'?",
    situation: null,
  },
  {
    question: "My Year 7s giggle at everything during the reproduction topic in science. How do I keep it mature?",
    situation: null,
  },
  { question: "The class clown makes everyone laugh and derails my lessons. What should I do?", situation: null },
  { question: "When is it OK to give up on a lesson plan halfway through because it's not working?", situation: null },
  { question: "How do I stretch high achievers who find the work too easy?", situation: null },
  { question: "Tips for teaching loud and quiet sounds in a music lesson with Year 1?", situation: null },
  { question: "What's the best way to use visual aids like diagrams in a physics lesson?", situation: null },
  { question: "How do I teach a new language like Spanish to 3rd graders from scratch?", situation: null },
  {
    question: "My 10th graders are learning Python. How do I teach them to build a simple chatbot as a project?",
    situation: null,
  },
  { question: "How do I teach the water cycle outside of the textbook?", situation: null },
  { question: "How do I help teenagers who feel alone and anxious about their exams?", situation: null },
  { question: "I want to document my own teaching for my performance review. What should I collect?", situation: null },
  { question: "How do I teach the parts of a flower and pollination to Year 5?", situation: null },
  { question: "How do I get my sixth form students to take turns fairly in a group presentation?", situation: null },
  { question: "How do I manage a Year 9 student who pushes the boundaries all the time?", situation: null },
  {
    question:
      "My Year 5 class is too rough with the shared iPads and keeps breaking them. How do I get them to take care?",
    situation: null,
  },
  { question: "How do I explain separation of mixtures to my 7th grade chemistry class?", situation: null },
  { question: "How do I support parents who want to help their child learn to read at home?", situation: null },
  {
    question: "What should I do when I notice I made a mistake on the board earlier? Do I own up to the class?",
    situation: null,
  },
  { question: "How do I run a fair class vote for student council representatives?", situation: null },
  { question: "Can you recommend good picture books for Year 4 about a child who feels left out?", situation: null },
  { question: "How do I make a lesson on how Parliament passes laws interesting for Year 6?", situation: null },
  {
    question:
      "Our school is bringing in a new behaviour policy with set consequences and rewards. How do I explain it to my class?",
    situation: null,
  },
  {
    question: "Our Year 8s are doing a project on artificial intelligence and its ethics. Where do I start?",
    situation: null,
  },
];
