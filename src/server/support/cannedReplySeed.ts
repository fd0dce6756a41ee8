/**
 * The canned replies a new site starts with: a greeting, a deposit being checked and
 * a closing, in each of the 10 languages. Staff edit or delete them like any other.
 */
import type { Locale } from '#shared/vocabulary.ts';

export const CANNED_REPLY_SEED: Record<Locale, readonly { title: string; body: string }[]> = {
  en: [
    {
      title: 'Greeting',
      body: 'Hello, thank you for contacting customer service. How can I help you today?',
    },
    {
      title: 'Deposit being checked',
      body: 'Thank you, we have received your deposit details. We are checking the transfer on the chain and will credit your balance as soon as it is confirmed.',
    },
    {
      title: 'Closing',
      body: 'Is there anything else I can help you with? If not, I will close this conversation. You can write to us again at any time.',
    },
  ],
  id: [
    {
      title: 'Salam pembuka',
      body: 'Halo, terima kasih telah menghubungi layanan pelanggan. Ada yang bisa kami bantu hari ini?',
    },
    {
      title: 'Deposit sedang diperiksa',
      body: 'Terima kasih, kami telah menerima detail deposit Anda. Kami sedang memeriksa transfer di jaringan dan akan menambahkan saldo Anda segera setelah dikonfirmasi.',
    },
    {
      title: 'Penutup',
      body: 'Apakah ada hal lain yang bisa kami bantu? Jika tidak, percakapan ini akan kami tutup. Anda dapat menghubungi kami lagi kapan saja.',
    },
  ],
  hi: [
    { title: 'अभिवादन', body: 'नमस्ते, ग्राहक सेवा से संपर्क करने के लिए धन्यवाद। आज हम आपकी क्या मदद कर सकते हैं?' },
    {
      title: 'जमा की जाँच हो रही है',
      body: 'धन्यवाद, हमें आपकी जमा राशि का विवरण मिल गया है। हम चेन पर ट्रांसफ़र की जाँच कर रहे हैं और पुष्टि होते ही आपके बैलेंस में राशि जोड़ देंगे।',
    },
    {
      title: 'समापन',
      body: 'क्या हम आपकी किसी और चीज़ में मदद कर सकते हैं? अगर नहीं, तो हम यह बातचीत बंद कर देंगे। आप कभी भी हमें दोबारा लिख सकते हैं।',
    },
  ],
  th: [
    { title: 'ทักทาย', body: 'สวัสดีค่ะ ขอบคุณที่ติดต่อฝ่ายบริการลูกค้า วันนี้มีอะไรให้เราช่วยเหลือคะ' },
    {
      title: 'กำลังตรวจสอบเงินฝาก',
      body: 'ขอบคุณค่ะ เราได้รับรายละเอียดการฝากเงินของคุณแล้ว กำลังตรวจสอบการโอนบนเครือข่าย และจะเติมยอดเงินให้ทันทีที่ได้รับการยืนยัน',
    },
    {
      title: 'ปิดการสนทนา',
      body: 'มีเรื่องอื่นที่ให้เราช่วยอีกไหมคะ หากไม่มี เราจะปิดการสนทนานี้ คุณสามารถติดต่อเราได้อีกตลอดเวลา',
    },
  ],
  vi: [
    {
      title: 'Chào hỏi',
      body: 'Xin chào, cảm ơn bạn đã liên hệ bộ phận chăm sóc khách hàng. Hôm nay chúng tôi có thể giúp gì cho bạn?',
    },
    {
      title: 'Đang kiểm tra khoản nạp',
      body: 'Cảm ơn bạn, chúng tôi đã nhận được thông tin nạp tiền. Chúng tôi đang kiểm tra giao dịch trên chuỗi và sẽ cộng vào số dư ngay khi được xác nhận.',
    },
    {
      title: 'Kết thúc',
      body: 'Bạn còn cần hỗ trợ gì thêm không? Nếu không, chúng tôi sẽ đóng cuộc trò chuyện này. Bạn có thể nhắn lại cho chúng tôi bất cứ lúc nào.',
    },
  ],
  ar: [
    { title: 'ترحيب', body: 'مرحبًا، شكرًا لتواصلك مع خدمة العملاء. كيف يمكننا مساعدتك اليوم؟' },
    {
      title: 'الإيداع قيد التحقق',
      body: 'شكرًا لك، لقد استلمنا تفاصيل إيداعك. نحن نتحقق من التحويل على الشبكة وسنضيف المبلغ إلى رصيدك فور تأكيده.',
    },
    {
      title: 'إنهاء المحادثة',
      body: 'هل هناك أي شيء آخر يمكننا مساعدتك به؟ إن لم يكن، فسنغلق هذه المحادثة. يمكنك مراسلتنا مجددًا في أي وقت.',
    },
  ],
  ru: [
    {
      title: 'Приветствие',
      body: 'Здравствуйте, спасибо, что обратились в службу поддержки. Чем мы можем вам помочь?',
    },
    {
      title: 'Депозит проверяется',
      body: 'Спасибо, мы получили данные вашего депозита. Мы проверяем перевод в сети и зачислим средства на ваш баланс сразу после подтверждения.',
    },
    {
      title: 'Завершение',
      body: 'Можем ли мы помочь вам чем-нибудь ещё? Если нет, мы закроем этот разговор. Вы можете написать нам снова в любое время.',
    },
  ],
  ko: [
    { title: '인사', body: '안녕하세요, 고객센터에 문의해 주셔서 감사합니다. 무엇을 도와드릴까요?' },
    {
      title: '입금 확인 중',
      body: '감사합니다. 입금 정보를 받았습니다. 체인에서 이체를 확인하고 있으며, 확인되는 즉시 잔액에 반영해 드리겠습니다.',
    },
    {
      title: '상담 종료',
      body: '더 도와드릴 일이 있으신가요? 없으시면 이 상담을 종료하겠습니다. 언제든지 다시 문의해 주세요.',
    },
  ],
  ja: [
    {
      title: 'あいさつ',
      body: 'こんにちは、カスタマーサービスへのお問い合わせありがとうございます。本日はどのようなご用件でしょうか？',
    },
    {
      title: '入金を確認中',
      body: 'ありがとうございます。入金の詳細を受け取りました。チェーン上の送金を確認しており、確認でき次第、残高に反映いたします。',
    },
    {
      title: '終了のごあいさつ',
      body: 'ほかにお手伝いできることはございますか？なければ、この会話を終了いたします。いつでもまたお問い合わせください。',
    },
  ],
  fr: [
    {
      title: 'Accueil',
      body: 'Bonjour, merci d’avoir contacté le service client. Comment pouvons-nous vous aider aujourd’hui ?',
    },
    {
      title: 'Dépôt en cours de vérification',
      body: 'Merci, nous avons bien reçu les informations de votre dépôt. Nous vérifions le transfert sur la blockchain et créditerons votre solde dès sa confirmation.',
    },
    {
      title: 'Clôture',
      body: 'Pouvons-nous vous aider pour autre chose ? Sinon, nous allons clôturer cette conversation. Vous pouvez nous écrire de nouveau à tout moment.',
    },
  ],
};
