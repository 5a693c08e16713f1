import { group, type DemoProduct } from './demoProduct'

const pack = (...values: (readonly [string, string, number?])[]) => group('规格', 'Pack', values)

/** Food: snacks, drinks, pantry and fresh. */
export const FOOD_PRODUCTS: readonly DemoProduct[] = [
  {
    name: ['每日坚果 混合装', 'Daily mixed nuts'],
    description: [
      '六种坚果果干科学配比，每天一小袋，独立包装锁鲜。',
      'Six nuts and dried fruits in one small daily bag, sealed fresh.',
    ],
    price: 12,
    sales: 15200,
    specs: [
      [
        ['净含量', 'Net weight'],
        ['25 克 × 30 袋', '25 g × 30 bags'],
      ],
      [
        ['保质期', 'Shelf life'],
        ['180 天', '180 days'],
      ],
    ],
    groups: [pack(['15 袋', '15 bags'], ['30 袋', '30 bags', 10])],
  },
  {
    name: ['云南小粒咖啡豆', 'Yunnan arabica coffee beans'],
    description: [
      '中度烘焙，坚果与焦糖风味，现磨更香。',
      'Medium roast with notes of nuts and caramel; best ground fresh.',
    ],
    price: 16,
    sales: 4300,
    specs: [
      [
        ['产地', 'Origin'],
        ['云南普洱', "Pu'er, Yunnan"],
      ],
      [
        ['净含量', 'Net weight'],
        ['454 克', '454 g'],
      ],
    ],
    groups: [
      group('烘焙度', 'Roast', [
        ['中烘', 'Medium'],
        ['深烘', 'Dark'],
      ]),
      group('研磨', 'Grind', [
        ['咖啡豆', 'Whole bean'],
        ['研磨粉', 'Ground'],
      ]),
    ],
  },
  {
    name: ['西湖龙井 明前茶', 'West Lake Longjing green tea'],
    description: [
      '明前采摘，扁平挺直，豆香清高，罐装送礼自饮皆宜。',
      'Picked before Qingming: flat leaves with a fresh, nutty aroma, in a gift tin.',
    ],
    price: 39,
    sales: 2100,
    specs: [
      [
        ['产地', 'Origin'],
        ['浙江杭州', 'Hangzhou, Zhejiang'],
      ],
      [
        ['净含量', 'Net weight'],
        ['250 克', '250 g'],
      ],
    ],
    groups: [pack(['125 克', '125 g'], ['250 克', '250 g', 30])],
  },
  {
    name: ['五常大米 10 斤', 'Wuchang rice 5 kg'],
    description: [
      '东北黑土地种植，稻花香品种，煮饭软糯有嚼劲。',
      'Daohuaxiang rice from the black soil of the northeast: soft, fragrant and springy.',
    ],
    price: 18,
    sales: 6800,
    specs: [
      [
        ['产地', 'Origin'],
        ['黑龙江五常', 'Wuchang, Heilongjiang'],
      ],
      [
        ['净含量', 'Net weight'],
        ['5 千克', '5 kg'],
      ],
    ],
    groups: [pack(['5 千克', '5 kg'], ['10 千克', '10 kg', 16])],
  },
  {
    name: ['特级初榨橄榄油', 'Extra virgin olive oil'],
    description: [
      '西班牙原瓶进口，冷压榨取，凉拌煎炒都适合。',
      'Cold-pressed and bottled in Spain, for dressings and cooking.',
    ],
    price: 15,
    sales: 3500,
    specs: [
      [
        ['产地', 'Origin'],
        ['西班牙', 'Spain'],
      ],
      [
        ['净含量', 'Net volume'],
        ['750 毫升', '750 ml'],
      ],
    ],
    groups: [pack(['750 毫升', '750 ml'], ['750 毫升 × 2', '750 ml × 2', 13])],
  },
  {
    name: ['手工挂面', 'Hand-made noodles'],
    description: [
      '传统工艺晾晒，久煮不糊，一家人的早餐。',
      'Sun-dried the traditional way; they stay firm however long they cook.',
    ],
    price: 6,
    sales: 9300,
    specs: [
      [
        ['净含量', 'Net weight'],
        ['1 千克', '1 kg'],
      ],
    ],
    groups: [
      group('口味', 'Flavour', [
        ['原味', 'Plain'],
        ['鸡蛋', 'Egg', 1],
        ['荞麦', 'Buckwheat', 2],
      ]),
    ],
  },
  {
    name: ['麻辣牛肉干', 'Spicy beef jerky'],
    description: [
      '内蒙古黄牛肉，手撕风干，麻辣过瘾越嚼越香。',
      'Inner Mongolian beef, air-dried and hand-torn, hot and numbing.',
    ],
    price: 14,
    sales: 7200,
    specs: [
      [
        ['净含量', 'Net weight'],
        ['250 克', '250 g'],
      ],
      [
        ['产地', 'Origin'],
        ['内蒙古', 'Inner Mongolia'],
      ],
    ],
    groups: [
      group('口味', 'Flavour', [
        ['麻辣', 'Hot and numbing'],
        ['五香', 'Five-spice'],
        ['原味', 'Original'],
      ]),
    ],
  },
  {
    name: ['冻干水果脆', 'Freeze-dried fruit crisps'],
    description: [
      '低温冻干保留营养，酥脆不油炸，孩子大人都爱吃。',
      'Freeze-dried to keep the goodness, crunchy and never fried.',
    ],
    price: 9,
    sales: 5600,
    specs: [
      [
        ['净含量', 'Net weight'],
        ['20 克 × 6 袋', '20 g × 6 bags'],
      ],
    ],
    groups: [
      group('口味', 'Flavour', [
        ['草莓', 'Strawberry'],
        ['芒果', 'Mango'],
        ['混合', 'Mixed'],
      ]),
    ],
  },
  {
    name: ['纯牛奶 整箱', 'Whole milk, case'],
    description: [
      '牧场直供，每 100 毫升含 3.6 克乳蛋白，早餐好伴侣。',
      'From the farm, 3.6 g of milk protein per 100 ml: a breakfast staple.',
    ],
    price: 11,
    sales: 11800,
    specs: [
      [
        ['净含量', 'Net volume'],
        ['250 毫升 × 24 盒', '250 ml × 24'],
      ],
      [
        ['保质期', 'Shelf life'],
        ['6 个月', '6 months'],
      ],
    ],
    groups: [pack(['12 盒', '12 cartons'], ['24 盒', '24 cartons', 9])],
  },
  {
    name: ['苏打气泡水', 'Sparkling soda water'],
    description: [
      '0 糖 0 卡，细腻气泡，冰镇更爽口。',
      'Zero sugar, zero calories, fine bubbles; best ice-cold.',
    ],
    price: 7,
    sales: 8400,
    specs: [
      [
        ['净含量', 'Net volume'],
        ['480 毫升 × 15 瓶', '480 ml × 15'],
      ],
    ],
    groups: [
      group('口味', 'Flavour', [
        ['原味', 'Plain'],
        ['柠檬', 'Lemon'],
        ['白桃', 'White peach'],
      ]),
    ],
  },
  {
    name: ['黑巧克力 85%', '85% dark chocolate'],
    description: [
      '比利时可可豆，醇苦回甘，低糖更健康。',
      'Belgian cocoa, deep and bittersweet, with little sugar.',
    ],
    price: 8,
    sales: 4700,
    specs: [
      [
        ['可可含量', 'Cocoa'],
        ['85%', '85%'],
      ],
      [
        ['净含量', 'Net weight'],
        ['100 克', '100 g'],
      ],
    ],
    groups: [pack(['1 板', '1 bar'], ['3 板', '3 bars', 14])],
  },
  {
    name: ['自热小火锅', 'Self-heating hot pot'],
    description: [
      '15 分钟自热即食，荤素搭配，宿舍加班必备。',
      'Ready in 15 minutes without a stove, with meat and vegetables.',
    ],
    price: 5,
    sales: 10300,
    specs: [
      [
        ['净含量', 'Net weight'],
        ['420 克', '420 g'],
      ],
    ],
    groups: [
      group('口味', 'Flavour', [
        ['麻辣牛肉', 'Spicy beef'],
        ['番茄', 'Tomato'],
        ['菌菇', 'Mushroom'],
      ]),
      pack(['1 盒', '1 box'], ['6 盒', '6 boxes', 24]),
    ],
  },
  {
    name: ['蜂蜜 土蜂蜜', 'Wild honey'],
    description: [
      '深山百花蜜，自然成熟，冲水或抹面包都好。',
      'Wildflower honey from the mountains, ripened naturally, for tea or toast.',
    ],
    price: 13,
    sales: 3300,
    specs: [
      [
        ['净含量', 'Net weight'],
        ['500 克', '500 g'],
      ],
      [
        ['产地', 'Origin'],
        ['秦岭', 'Qinling Mountains'],
      ],
    ],
    groups: [pack(['500 克', '500 g'], ['1 千克', '1 kg', 11])],
  },
  {
    name: ['燕麦片 即食', 'Instant rolled oats'],
    description: [
      '澳洲燕麦，高膳食纤维，开水冲泡即可食用。',
      'Australian oats, high in fibre, ready with hot water.',
    ],
    price: 7,
    sales: 6100,
    specs: [
      [
        ['净含量', 'Net weight'],
        ['1 千克', '1 kg'],
      ],
    ],
    groups: [
      group('口味', 'Flavour', [
        ['原味', 'Plain'],
        ['水果坚果', 'Fruit and nut', 3],
      ]),
    ],
  },
  {
    name: ['海苔脆片', 'Crispy seaweed snacks'],
    description: [
      '烘烤不油炸，薄脆咸香，追剧零食。',
      'Baked not fried: thin, crisp and salty, a snack for TV nights.',
    ],
    price: 4,
    sales: 9800,
    specs: [
      [
        ['净含量', 'Net weight'],
        ['4 克 × 12 包', '4 g × 12 packs'],
      ],
    ],
    groups: [
      group('口味', 'Flavour', [
        ['原味', 'Original'],
        ['芝麻', 'Sesame'],
        ['辣味', 'Spicy'],
      ]),
    ],
  },
  {
    name: ['阳澄湖大闸蟹 礼盒', 'Yangcheng Lake hairy crab gift box'],
    description: [
      '鲜活发货，膏满黄肥，顺丰冷链直达。',
      'Shipped live by cold chain: rich roe and sweet meat.',
    ],
    price: 89,
    sales: 1200,
    specs: [
      [
        ['规格', 'Size'],
        ['公 4 两 母 3 两', 'Males 200 g, females 150 g'],
      ],
      [
        ['产地', 'Origin'],
        ['江苏苏州', 'Suzhou, Jiangsu'],
      ],
    ],
    groups: [pack(['4 只装', '4 crabs'], ['8 只装', '8 crabs', 80])],
  },
  {
    name: ['新疆阿克苏苹果', 'Aksu apples from Xinjiang'],
    description: [
      '冰糖心，脆甜多汁，产地直发。',
      'Sugar-core apples, crisp, sweet and juicy, shipped from the orchard.',
    ],
    price: 10,
    sales: 7900,
    specs: [
      [
        ['净含量', 'Net weight'],
        ['5 千克', '5 kg'],
      ],
      [
        ['单果', 'Fruit size'],
        ['80–85 毫米', '80–85 mm'],
      ],
    ],
    groups: [pack(['2.5 千克', '2.5 kg'], ['5 千克', '5 kg', 8])],
  },
  {
    name: ['老北京酸梅汤', 'Old Beijing sour plum drink'],
    description: [
      '乌梅山楂桂花熬制，酸甜解腻，夏天冰饮。',
      'Brewed from smoked plums, hawthorn and osmanthus: sweet, tart and cooling.',
    ],
    price: 6,
    sales: 5100,
    specs: [
      [
        ['净含量', 'Net volume'],
        ['300 毫升 × 12 瓶', '300 ml × 12'],
      ],
    ],
    groups: [pack(['12 瓶', '12 bottles'], ['24 瓶', '24 bottles', 5])],
  },
  {
    name: ['螺蛳粉', 'Liuzhou river snail noodles'],
    description: [
      '正宗柳州风味，酸笋鲜香，料包足量。',
      'The real Liuzhou taste, with pickled bamboo shoots and generous sauce packs.',
    ],
    price: 5,
    sales: 13600,
    specs: [
      [
        ['净含量', 'Net weight'],
        ['330 克', '330 g'],
      ],
    ],
    groups: [
      group('辣度', 'Heat', [
        ['微辣', 'Mild'],
        ['中辣', 'Medium'],
        ['特辣', 'Extra hot'],
      ]),
      pack(['3 袋', '3 bags'], ['10 袋', '10 bags', 9]),
    ],
  },
  {
    name: ['手工月饼 礼盒', 'Hand-made mooncake gift box'],
    description: [
      '传统广式月饼，莲蓉蛋黄与五仁，中秋送礼。',
      'Cantonese-style lotus paste with yolk and five-nut, for the Mid-Autumn Festival.',
    ],
    price: 19,
    sales: 2700,
    specs: [
      [
        ['净含量', 'Net weight'],
        ['100 克 × 6 个', '100 g × 6'],
      ],
      [
        ['保质期', 'Shelf life'],
        ['60 天', '60 days'],
      ],
    ],
    groups: [
      group('口味', 'Flavour', [
        ['莲蓉蛋黄', 'Lotus paste and yolk'],
        ['五仁', 'Five-nut'],
        ['混合', 'Assorted'],
      ]),
    ],
  },
]
